import type { ComponentType, SVGProps } from "react";
import { FacelessIcon, ImageIcon, LibraryIcon, ScriptIcon, UserIcon, VideoIcon } from "./icons";

export type NavItem = { to: string; label: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

// Sidebar links of SPEC 2.2, grouped: what you create, then your own things.
export const CREATE_ITEMS: NavItem[] = [
  { to: "/dashboard/image-generator", label: "Image generator", icon: ImageIcon },
  { to: "/dashboard/video-generator", label: "Video generator", icon: VideoIcon },
  { to: "/dashboard/text-to-script", label: "Text to script", icon: ScriptIcon },
  { to: "/dashboard/faceless-videos", label: "Faceless videos", icon: FacelessIcon },
];

export const ACCOUNT_ITEMS: NavItem[] = [
  { to: "/dashboard/library", label: "Library", icon: LibraryIcon },
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
