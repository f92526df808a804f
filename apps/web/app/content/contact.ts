// SPEC 2.3: three cards: Phone Number (two numbers), Email Address (two addresses), Location.
// The phone numbers are in Australia's range reserved for fiction until real lines exist.
export const CONTACT_CARDS: {
  kind: "phone" | "email" | "location";
  title: string;
  lines: { text: string; href?: string }[];
}[] = [
  {
    kind: "phone",
    title: "Phone Number",
    lines: [
      { text: "+61 3 5550 4321", href: "tel:+61355504321" },
      { text: "+61 3 5550 8765", href: "tel:+61355508765" },
    ],
  },
  {
    kind: "email",
    title: "Email Address",
    lines: [
      { text: "hello@reelforge.app", href: "mailto:hello@reelforge.app" },
      { text: "support@reelforge.app", href: "mailto:support@reelforge.app" },
    ],
  },
  {
    kind: "location",
    title: "Location",
    lines: [{ text: "Collins Street" }, { text: "Melbourne, Australia" }],
  },
];
