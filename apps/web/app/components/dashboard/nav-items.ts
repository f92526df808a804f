import { GENERATORS, PRESET_TOOLS } from "@reelforge/contract/generators";
import type { ComponentType, SVGProps } from "react";
import { GENERATOR_ICONS, LibraryIcon, MediaIcon, UserIcon } from "../ui/icons";

export type NavItem = { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

// Sidebar links of SPEC 2.2, grouped: what you create, the presets, then your own things.
// The generators come from the registry (packages/contract/src/generators), in its order.
export const CREATE_ITEMS: NavItem[] = GENERATORS.map((g) => ({
  to: g.page,
  label: g.label,
  icon: GENERATOR_ICONS[g.icon],
}));

// The tools that are presets of a generator (TikTok, animation, movie), from the registry's list.
export const PRESET_ITEMS: NavItem[] = PRESET_TOOLS.map((t) => ({
  to: t.page,
  label: t.label,
  icon: GENERATOR_ICONS[t.icon],
}));

export const ACCOUNT_ITEMS: NavItem[] = [
  { to: "/dashboard/library", label: "Library", icon: LibraryIcon },
  { to: "/dashboard/media", label: "Media", icon: MediaIcon },
  { to: "/dashboard/profile-info", label: "Profile", icon: UserIcon },
];

// Top bar links of SPEC 2.2 (the marketing site's pages).
export const SITE_LINKS = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/pages", label: "Pages" },
  { to: "/pricing", label: "Pricing" },
  { to: "/contact", label: "Contact" },
] as const;
