import { toast } from "react-toastify";
import { errorText } from "../../lib/api-client";
import { Button } from "../ui/button";
import { copyShareLink } from "./generation-files";

// Share: copies a link that plays the generation's file without a session. For a video made in
// several languages, `version` names the one to share (the one on screen).
export function ShareButton({ id, version }: { id: string; version?: { language: string; code: string } }) {
  return (
    <Button
      variant="outline"
      size="box"
      onClick={() =>
        void copyShareLink(id, version?.code || undefined)
          .then(() =>
            toast.success(
              version ? `Share link of the ${version.language} video copied` : "Share link copied",
            ),
          )
          .catch((error) => toast.error(errorText(error)))
      }
    >
      {version ? `Share ${version.language}` : "Share"}
    </Button>
  );
}
