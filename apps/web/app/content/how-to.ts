import type { HowToStep } from "./types";

// SPEC 2.4: four steps, Prompt, Generate, Edit, Publish.
export function howToSteps(subject: string): HowToStep[] {
  return [
    {
      id: 1,
      name: "Prompt",
      disc: `Choose a workflow for your ${subject} and fill in the details: a prompt, a script, images or a link.`,
    },
    {
      id: 2,
      name: "Generate",
      disc: 'Choose the audience, platform and look, then click "Generate now". Voice, captions and music are added for you.',
    },
    {
      id: 3,
      name: "Edit",
      disc: "Type changes into the magic edit box: delete a scene, change the voiceover or accent, add an intro.",
    },
    {
      id: 4,
      name: "Publish",
      disc: "Export an MP4 with caption files and share it to TikTok, YouTube, Instagram or anywhere else.",
    },
  ];
}
