import type { TUser } from "@reelforge/contract";
import { Link, NavLink } from "react-router";
import { Button } from "../ui/button";
import { LogoutIcon, MenuIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { ThemeToggle } from "../ui/theme-toggle";
import { BrandLogo } from "./brand-logo";
import { SITE_LINKS } from "./nav-items";
import { UserAvatar } from "./user-avatar";

// Top bar of SPEC 2.2: site links, theme toggle, profile link (avatar, name, e-mail) and logout.
// On phones the site links move into the drawer behind the menu button.
export function TopBar({
  user,
  menuOpen,
  onOpenMenu,
  onLogout,
  loggingOut,
}: {
  user: TUser;
  menuOpen: boolean;
  onOpenMenu: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200/80 bg-white/85 px-3 backdrop-blur sm:px-6 dark:border-slate-800/80 dark:bg-slate-950/80">
      <Button
        variant="ghost"
        size="icon"
        onClick={onOpenMenu}
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-controls="dashboard-drawer"
        className="lg:hidden"
      >
        <MenuIcon />
      </Button>
      <BrandLogo
        to="/dashboard/text-to-script"
        className="lg:hidden max-[340px]:[&>span:last-child]:hidden"
      />
      <nav aria-label="Site" className="hidden lg:block">
        <ul className="flex items-center gap-1">
          {SITE_LINKS.map(({ to, label }) => (
            <li key={to}>
              <NavLink
                to={to}
                end
                className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <ThemeToggle shape="square" />
        <Link
          to="/dashboard/profile-info"
          aria-label={`Profile: ${user.name || "Unnamed"}, ${user.email}`}
          className="flex items-center gap-3 rounded-xl p-1 hover:bg-slate-100 sm:pr-3 lg:pr-1 xl:pr-3 dark:hover:bg-slate-800"
        >
          <UserAvatar name={user.name} avatar={user.avatar} size="sm" />
          <span
            className="hidden min-w-0 text-left leading-tight sm:block lg:hidden xl:block"
            aria-hidden="true"
          >
            <span className="block max-w-40 truncate text-sm font-semibold text-slate-900 dark:text-white">
              {user.name || "Unnamed"}
            </span>
            <span className="block max-w-40 truncate text-xs text-slate-500 dark:text-slate-400">
              {user.email}
            </span>
          </span>
        </Link>
        <Button variant="outline" size="box" onClick={onLogout} disabled={loggingOut}>
          {loggingOut ? <Spinner className="size-4" /> : <LogoutIcon className="size-4" />}
          <span className="max-sm:sr-only">Logout</span>
        </Button>
      </div>
    </header>
  );
}
