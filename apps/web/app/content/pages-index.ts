import { TOOL_LINKS, VOICE_OVER_LINK } from "./site";

// The /pages index: every public page, grouped.
export const PAGE_GROUPS: { heading: string; pages: { label: string; to: string; text: string }[] }[] = [
  {
    heading: "Company",
    pages: [
      { label: "Home", to: "/", text: "What ReelForge does, plans and answers." },
      { label: "About", to: "/about", text: "Why we built it and how it works." },
      { label: "Pricing Plan", to: "/pricing", text: "Starter, Pro and Enterprise plans." },
      { label: "Help", to: "/help", text: "Guides, copywriting tools and FAQ." },
      { label: "Contact", to: "/contact", text: "Phone, e-mail and the contact form." },
    ],
  },
  {
    heading: "Tools",
    pages: [...TOOL_LINKS, VOICE_OVER_LINK].map((t) => ({
      label: t.label,
      to: `/${t.path}`,
      text: `The ${t.label} landing page.`,
    })),
  },
  {
    heading: "Account",
    pages: [
      { label: "Sign up", to: "/dashboard/signup", text: "Create a free account." },
      { label: "Sign in", to: "/dashboard/login", text: "Open your dashboard." },
    ],
  },
];
