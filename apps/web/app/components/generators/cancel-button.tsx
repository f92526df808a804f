import type { TGeneration } from "@reelforge/contract";
import { toast } from "react-toastify";
import { api, errorText } from "../../lib/api-client";
import { Button } from "../ui/button";

// Stops a running generation; its usage unit is refunded by the server.
export function CancelButton({ generation }: { generation: TGeneration | null }) {
  if (!generation) return null;
  return (
    <Button
      variant="outline"
      size="box"
      onClick={() =>
        void api("POST /api/generations/{id}/cancel", { params: { id: generation.id } })
          .then(() => toast.info("Cancelled; nothing was counted against your plan."))
          .catch((error) => toast.error(errorText(error)))
      }
    >
      Cancel
    </Button>
  );
}
