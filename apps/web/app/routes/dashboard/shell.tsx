import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Dialog } from "radix-ui";
import { useState } from "react";
import { NavLink, Outlet, useNavigate } from "react-router";
import { toast } from "react-toastify";
import { HistoryPanel } from "../../components/dashboard/history-panel";
import { SITE_LINKS } from "../../components/dashboard/nav-items";
import { PluginPanel } from "../../components/dashboard/plugin-panel";
import { SidebarContent } from "../../components/dashboard/sidebar";
import { TopBar } from "../../components/dashboard/top-bar";
import { CloseIcon } from "../../components/ui/icons";
import { useReturnFocus } from "../../components/ui/use-return-focus";
import { api } from "../../lib/api-client";
import { clearSessionUser, useSessionUser } from "../../lib/session";

// The signed-in frame: a fixed sidebar on wide screens, a drawer behind a menu button on phones,
// the top bar, and the two closable panels.
export default function DashboardShell() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const [panel, setPanel] = useState<"plugins" | "history" | null>(null);
  const returnFocusFromMenu = useReturnFocus(menuOpen);

  const signOut = useMutation({
    mutationFn: () => api("POST /api/user/logout"),
    onSuccess: () => {
      toast.success("You are Logout");
      // Clear the cache only once the dashboard is gone, so its pages do not refetch meanwhile.
      void Promise.resolve(navigate("/dashboard/login", { replace: true })).then(() =>
        clearSessionUser(queryClient),
      );
    },
    // SPEC 8: a logout failure is logged only.
    onError: (error) => console.error("Logout failed", error),
  });

  const openPanel = (which: "plugins" | "history") => {
    setMenuOpen(false);
    setPanel(which);
  };
  const sidebar = (onNavigate?: () => void) => (
    <SidebarContent
      user={user}
      onNavigate={onNavigate}
      onOpenPlugins={() => openPanel("plugins")}
      onOpenHistory={() => openPanel("history")}
    />
  );

  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-700 focus:shadow-lg"
      >
        Skip to content
      </a>
      <aside
        aria-label="Sidebar"
        className="fixed inset-y-0 left-0 z-40 hidden w-72 overflow-y-auto border-r border-slate-200 bg-white lg:block dark:border-slate-800 dark:bg-slate-900"
      >
        {sidebar()}
      </aside>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50 backdrop-blur-[2px] lg:hidden" />
          <Dialog.Content
            id="dashboard-drawer"
            onCloseAutoFocus={returnFocusFromMenu}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-[min(20rem,calc(100vw-3rem))] overflow-y-auto bg-white shadow-2xl focus:outline-none lg:hidden dark:bg-slate-900"
          >
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close
              aria-label="Close menu"
              className="absolute top-5 right-4 grid size-9 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 dark:text-slate-400 dark:hover:bg-slate-800"
            >
              <CloseIcon className="size-[18px]" />
            </Dialog.Close>
            {sidebar(() => setMenuOpen(false))}
            <nav aria-label="Site" className="border-t border-slate-200 px-4 py-4 dark:border-slate-800">
              <ul className="grid grid-cols-2 gap-1">
                {SITE_LINKS.map(({ to, label }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      end
                      className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
                    >
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>

      <PluginPanel open={panel === "plugins"} onOpenChange={(open) => setPanel(open ? "plugins" : null)} />
      <HistoryPanel open={panel === "history"} onOpenChange={(open) => setPanel(open ? "history" : null)} />

      <div className="flex min-h-dvh flex-col lg:pl-72">
        <TopBar
          user={user}
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          onLogout={() => signOut.mutate()}
          loggingOut={signOut.isPending}
        />
        <div id="dashboard-main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
