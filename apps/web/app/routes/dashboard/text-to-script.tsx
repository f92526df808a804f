import { ComingNext } from "../../components/dashboard/coming-next";
import { ScriptIcon } from "../../components/dashboard/icons";

export function meta() {
  return [{ title: "Text to script · ReelForge" }];
}

export default function TextToScriptPage() {
  return (
    <ComingNext
      icon={ScriptIcon}
      title="Text to script"
      lead="Describe an idea and get a ready-to-record video script: a hook, the key beats and a call to action, written for your platform and audience."
      features={[
        "Chat with the writer in a “Send a message...” box and get the script back as a reply.",
        "Start from presets: Create AI Explainer, Create Animated Film, Create Scripted Video, Education Series.",
        "Scripts sized for short clips or longer videos, in the language you choose.",
        "Send a finished script straight to the video or faceless video generator.",
      ]}
    />
  );
}
