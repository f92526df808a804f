import type { TUser } from "@reelforge/contract";
import { NavLink } from "react-router";
import { Button } from "../ui/button";
import { HistoryIcon, PluginIcon } from "../ui/icons";
import { BrandLogo } from "./brand-logo";
import { ACCOUNT_ITEMS, CREATE_ITEMS, type NavItem, PRESET_ITEMS } from "./nav-items";
import { SubscriptionButton } from "./subscription-button";
import { UserAvatar } from "./user-avatar";

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `group flex items-center gap-3 rounded-xl px-3 py-2.5 text-[15px] font-medium transition ${
    isActive
      ? "bg-brand-50 text-brand-800 ring-1 ring-brand-200 dark:bg-brand-500/15 dark:text-brand-100 dark:ring-brand-500/30"
      : "text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800/70 dark:hover:text-white"
  }`;

function NavGroup({
  title,
  items,
  onNavigate,
}: {
  title: string;
  items: NavItem[];
  onNavigate?: () => void;
}) {
  return (
    <div>
      <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </p>
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} className={itemClass} onClick={onNavigate}>
              {({ isActive }) => (
                <>
                  <Icon
                    className={`size-5 ${isActive ? "text-brand-600 dark:text-brand-300" : "text-slate-400 group-hover:text-slate-600 dark:text-slate-500 dark:group-hover:text-slate-300"}`}
                  />
                  {label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

const toolButtonClass = "rounded-xl px-3 py-2.5 text-[15px]";

const panelHintClass = "text-xs font-normal text-slate-500 dark:text-slate-400";

// The sidebar's content, shared by the fixed desktop sidebar and the phone drawer.
export function SidebarContent({
  user,
  onNavigate,
  onOpenPlugins,
  onOpenHistory,
}: {
  user: TUser;
  onNavigate?: () => void;
  onOpenPlugins: () => void;
  onOpenHistory: () => void;
}) {
  return (
    <div className="flex h-full flex-col gap-6 px-4 py-5">
      <BrandLogo to="/dashboard/text-to-script" className="px-2" />
      <nav aria-label="Dashboard" className="flex flex-col gap-6">
        <NavGroup title="Create" items={CREATE_ITEMS} onNavigate={onNavigate} />
        <NavGroup title="Presets" items={PRESET_ITEMS} onNavigate={onNavigate} />
        <NavGroup title="Your space" items={ACCOUNT_ITEMS} onNavigate={onNavigate} />
      </nav>
      <div>
        <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          Panels
        </p>
        <ul className="space-y-1">
          <li>
            <Button
              variant="ghost"
              size="row"
              className={toolButtonClass}
              onClick={onOpenPlugins}
              aria-haspopup="dialog"
            >
              <PluginIcon className="size-5 shrink-0 text-slate-400 dark:text-slate-500" />
              {/* Says what it opens: a panel of add-ons, today the text-to-script clip maker. */}
              <span className="flex min-w-0 flex-col items-start text-left">
                <span>Plugins</span>
                <span className={panelHintClass}>Add-ons panel: Text to script</span>
              </span>
            </Button>
          </li>
          <li>
            <Button
              variant="ghost"
              size="row"
              className={toolButtonClass}
              onClick={onOpenHistory}
              aria-haspopup="dialog"
            >
              <HistoryIcon className="size-5 shrink-0 text-slate-400 dark:text-slate-500" />
              <span className="flex min-w-0 flex-col items-start text-left">
                <span>History</span>
                <span className={panelHintClass}>Panel of your latest results</span>
              </span>
            </Button>
          </li>
        </ul>
      </div>
      <div className="mt-auto space-y-4">
        <SubscriptionButton status={user.subscriptionStatus} onNavigate={onNavigate} />
        <div className="flex items-center gap-3 rounded-2xl border border-slate-200 p-3 dark:border-slate-800">
          <UserAvatar name={user.name} avatar={user.avatar} />
          <div className="min-w-0">
            <p
              className="truncate text-sm font-semibold text-slate-900 dark:text-white"
              data-testid="sidebar-user-name"
            >
              {user.name || "Unnamed"}
            </p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{user.email}</p>
          </div>
        </div>
      </div>
    </div>
  );
}
