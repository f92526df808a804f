// The /about page: what the product is and how it works (DESIGN.md in plain words).
export const ABOUT = {
  lead: "ReelForge turns prompts, scripts, images and links into short videos, images and scripts for marketers, creators, small businesses and teams.",
  story: [
    "We started ReelForge because making a good short video still takes too long: writing the script, finding visuals, recording a voice, timing captions and exporting for each platform. Each step is simple; doing all of them every day is not.",
    "ReelForge does the whole chain for you and keeps every step editable. Type what you want changed and only that part is rendered again.",
  ],
  steps: [
    {
      title: "Script",
      text: "Your prompt becomes a structured script: a hook, clear beats and a call to action for the platform, duration and audience you choose.",
    },
    {
      title: "Voice",
      text: "Each scene is voiced in one of 50+ languages and accents, with word timings taken from the voice itself.",
    },
    {
      title: "Visuals",
      text: "Every scene gets a visual: your own upload, a generated image, a stock clip or a designed background, cropped to the format.",
    },
    {
      title: "Captions",
      text: "Word timings drive captions in six styles, kept inside the platform's safe area, in any script including right-to-left and Indic.",
    },
    {
      title: "Render",
      text: "Scenes render in parallel and are cached, then joined with transitions and music ducked under the voice into an MP4 with caption files.",
    },
  ],
  principles: [
    {
      title: "Works without AI keys",
      text: "Built-in generators run offline and produce real videos, images and scripts. Optional AI providers plug in when you want them, and results say which one made them.",
    },
    {
      title: "Failures cost you nothing",
      text: "If a generation fails, its usage is refunded, your inputs are kept and you can retry.",
    },
    {
      title: "Your content is yours",
      text: "Media is served only to you, or through a signed share link that expires.",
    },
  ],
};
