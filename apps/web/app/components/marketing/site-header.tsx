import type { TUser } from "@reelforge/contract";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";
import { Link, NavLink } from "react-router";
import {
  LOGIN_PATH,
  MAIN_NAV,
  SIGNUP_PATH,
  STUDIO_COLUMNS,
  TOOL_LINKS,
  VOICE_OVER_LINK,
} from "../../content/site";
import { useSignedInUser } from "../../lib/signed-in";
import { UserAvatar } from "../dashboard/user-avatar";
import { Button, ButtonLink } from "../ui/button";
import { ChevronDownIcon, CloseIcon, MenuIcon } from "../ui/icons";
import { ThemeToggle } from "../ui/theme-toggle";
import { preloadAuthDialogs, useOpenAuthDialog } from "./auth-dialog-context";
import { Logo } from "./logo";
import { NavDropdown } from "./nav-dropdown";

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-3 py-2 text-sm font-medium ${isActive ? "text-brand-700 dark:text-brand-300" : "text-slate-700 hover:text-brand-700 dark:text-slate-200 dark:hover:text-brand-300"}`;

const menuLink =
  "block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-200";

// Signed in, the header shows who (name and picture) and a way into the dashboard instead of
// "Sign in" and "Try for free".
function AccountLinks({
  user,
  phone = false,
  onClick,
}: {
  user: TUser;
  phone?: boolean;
  onClick?: () => void;
}) {
  return (
    <>
      <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
        <UserAvatar name={user.name} avatar={user.avatar} size="sm" />
        <span className={phone ? "truncate" : "max-w-40 truncate"}>{user.name}</span>
      </span>
      <ButtonLink to="/dashboard" size={phone ? undefined : "sm"} onClick={onClick}>
        Dashboard
      </ButtonLink>
    </>
  );
}

export function SiteHeader() {
  const openAuth = useOpenAuthDialog();
  const user = useSignedInUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/70 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavLink to={MAIN_NAV.home.to} end className={navLink}>
            {MAIN_NAV.home.label}
          </NavLink>
          <NavDropdown label="AI tool" panelClassName="w-[34rem]">
            {(close) => (
              <div onPointerEnter={preloadAuthDialogs}>
                <AuthButtons className="flex gap-2" close={close} openAuth={openAuth} />
                <ul className="mt-4 grid grid-cols-2 gap-1">
                  {TOOL_LINKS.map((tool) => (
                    <li key={tool.path}>
                      <Link to={`/${tool.path}`} className={menuLink} onClick={close}>
                        {tool.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </NavDropdown>
          <NavDropdown label="Studio" panelClassName="w-[28rem]">
            {(close) => (
              <div className="grid grid-cols-2 gap-4">
                {STUDIO_COLUMNS.map((column) => (
                  <div key={column.heading}>
                    <p className="px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
                      {column.heading}
                    </p>
                    <ul className="mt-2 space-y-0.5">
                      {column.links.map((link) => (
                        <li key={link.label}>
                          <Link to={link.to} className={menuLink} onClick={close}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            )}
          </NavDropdown>
          {MAIN_NAV.after.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLink}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 sm:flex">
            {user ? (
              <AccountLinks user={user} />
            ) : (
              <>
                <ButtonLink to={LOGIN_PATH} variant="ghost" size="sm">
                  Sign in
                </ButtonLink>
                <ButtonLink to={SIGNUP_PATH} size="sm">
                  Try for free
                </ButtonLink>
              </>
            )}
          </div>
          <MobileMenu user={user} />
        </div>
      </div>
    </header>
  );
}

// Slide-in menu on a native <dialog>: the browser gives it a focus trap, Escape to close and an
// inert page behind it, with no extra JavaScript shipped. Its contents (the same links as the
// desktop navigation) are rendered on first open: the page's HTML and first render stay smaller.
function MobileMenu({ user }: { user: TUser | null }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const openAuth = useOpenAuthDialog();
  const [opened, setOpened] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [studioOpen, setStudioOpen] = useState(false);
  const close = () => dialog.current?.close();
  const open = () => {
    // The contents must be in place before showModal() picks the element to focus.
    if (!opened) flushSync(() => setOpened(true));
    dialog.current?.showModal();
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={open}
        className="lg:hidden"
      >
        <MenuIcon />
      </Button>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the dialog closes on Escape natively; the click handles the backdrop */}
      <dialog
        ref={dialog}
        aria-label="Menu"
        className="mobile-menu m-0 ml-auto h-dvh max-h-none w-[min(22rem,100vw)] max-w-none bg-white p-0 text-slate-900 backdrop:bg-slate-950/50 dark:bg-slate-950 dark:text-slate-100"
        onClick={(event) => {
          // A click on the backdrop lands on the dialog element itself.
          if (event.target === dialog.current) close();
        }}
      >
        {opened ? (
          <>
            <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
              <Logo />
              <Button variant="ghost" size="icon" aria-label="Close menu" onClick={close}>
                <CloseIcon />
              </Button>
            </div>
            <nav aria-label="Mobile" className="space-y-1 overflow-y-auto p-4">
              <Link to="/" className={menuLink} onClick={close}>
                Home
              </Link>
              <MobileGroup label="AI tool" open={aiOpen} onToggle={() => setAiOpen((v) => !v)}>
                <AuthButtons className="flex gap-2 px-3 py-2" close={close} openAuth={openAuth} />
                {[...TOOL_LINKS, VOICE_OVER_LINK].map((tool) => (
                  <Link key={tool.path} to={`/${tool.path}`} className={menuLink} onClick={close}>
                    {tool.label}
                  </Link>
                ))}
              </MobileGroup>
              <MobileGroup label="Studio" open={studioOpen} onToggle={() => setStudioOpen((v) => !v)}>
                {STUDIO_COLUMNS.map((column) => (
                  <div key={column.heading} className="py-1">
                    <p className="px-3 pt-2 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
                      {column.heading}
                    </p>
                    {column.links.map((link) => (
                      <Link key={link.label} to={link.to} className={menuLink} onClick={close}>
                        {link.label}
                      </Link>
                    ))}
                  </div>
                ))}
              </MobileGroup>
              {MAIN_NAV.after.map((link) => (
                <Link key={link.to} to={link.to} className={menuLink} onClick={close}>
                  {link.label}
                </Link>
              ))}
              <div className="grid gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                {user ? (
                  <AccountLinks user={user} phone onClick={close} />
                ) : (
                  <>
                    <ButtonLink to={LOGIN_PATH} variant="outline" onClick={close}>
                      Sign in
                    </ButtonLink>
                    <ButtonLink to={SIGNUP_PATH} onClick={close}>
                      Try for free
                    </ButtonLink>
                  </>
                )}
              </div>
            </nav>
          </>
        ) : null}
      </dialog>
    </>
  );
}

function MobileGroup({
  label,
  open,
  onToggle,
  children,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <div>
      <Button
        variant="ghost"
        size="row"
        aria-expanded={open}
        onClick={onToggle}
        className="rounded-lg px-3 py-2 text-sm"
      >
        <span className="flex-1">{label}</span>
        <ChevronDownIcon
          width={16}
          height={16}
          className={`transition-transform ${open ? "rotate-180" : ""}`}
        />
      </Button>
      {open ? (
        <div className="ml-2 border-l border-slate-200 pl-2 dark:border-slate-800">{children}</div>
      ) : null}
    </div>
  );
}

/** "AI Login" and "AI Sign up" of the AI tool menu (desktop dropdown and phone menu): close, then open the dialog. */
function AuthButtons({
  className,
  close,
  openAuth,
}: {
  className: string;
  close: () => void;
  openAuth: (mode: "login" | "signup") => void;
}) {
  return (
    <div className={className}>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          close();
          openAuth("login");
        }}
      >
        AI Login
      </Button>
      <Button
        size="sm"
        onClick={() => {
          close();
          openAuth("signup");
        }}
      >
        AI Sign up
      </Button>
    </div>
  );
}
