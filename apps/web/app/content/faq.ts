import type { FaqItem } from "./types";

// SPEC 2.3: 10 numbered items. The spec's FAQ mentions Basic, Pro and Pay-Per-Use plans, which
// differ from the plan cards; both readings stand, so the answers say how they relate.
export const FAQ_ITEMS: FaqItem[] = [
  {
    question: "What can I make with ReelForge?",
    answer:
      "Short videos from a prompt, a script, a set of images or a link; still images from a prompt; and ready-to-record scripts. Every video gets a voiceover, captions, music and transitions, sized for the platform you pick.",
  },
  {
    question: "Do I need an API key or an AI subscription?",
    answer:
      "No. Built-in generators run offline on our servers and produce real MP4 videos, PNG images and scripts. If you connect an optional AI provider, results say which provider made them.",
  },
  {
    question: "Which languages are supported for voiceovers and subtitles?",
    answer:
      "Voiceovers and subtitles work in 50+ languages, including right-to-left and Indic scripts. Scripts can be written in 29+ languages.",
  },
  {
    question: "What caption styles can I choose?",
    answer:
      "Six styles: bold with popping effects, clean, classic Hormozi, comic, banger effect and karaoke word-by-word, in Montserrat, Roboto, Arial or Comic fonts.",
  },
  {
    question: "Is there a free trial?",
    answer:
      "Yes. Every new account starts on a free trial with 5 images, 2 videos, 2 faceless videos and 10 scripts a month. No credit card required.",
  },
  {
    question: "What is the difference between the Basic, Pro and Pay-Per-Use plans?",
    answer:
      "Basic is our Starter plan and Pro is the Pro plan on the pricing cards. Pay-Per-Use means buying add-on credits and boosts on the tool-page plans when you only need a few extra renders.",
  },
  {
    question: "Can I edit a video after it is generated?",
    answer:
      "Yes. Type what you want in the magic edit box, for example delete scene 2, change the voiceover or add an intro, and only the parts that changed are rendered again.",
  },
  {
    question: "What happens if a generation fails?",
    answer:
      "Your inputs are kept, the usage it reserved is refunded and you see a readable reason. You can retry with one click.",
  },
  {
    question: "Can I cancel my subscription at any time?",
    answer:
      "Yes. Cancel from the subscription page in your dashboard; your plan stays active until the end of the period you paid for.",
  },
  {
    question: "Who owns the videos I create?",
    answer:
      "You do. Download them as MP4 with SRT and VTT caption files and publish them anywhere, including for commercial use.",
  },
];
