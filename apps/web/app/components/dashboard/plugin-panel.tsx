import { Link } from "react-router";
import { ArrowRightIcon, ScriptIcon } from "../ui/icons";
import { SidePanel } from "./side-panel";

// SPEC 2.6: the Plugins panel lists "Text to script", which makes a 10 second video clip.
export function PluginPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="Plugins"
      description="Add-ons that work inside your dashboard."
    >
      <ul className="space-y-3">
        <li>
          <Link
            to="/dashboard/text-to-script"
            onClick={() => onOpenChange(false)}
            className="group flex items-start gap-3 rounded-2xl border border-slate-200 p-4 transition hover:border-brand-300 hover:bg-brand-50/60 dark:border-slate-800 dark:hover:border-brand-700 dark:hover:bg-brand-950/30"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-700 dark:bg-brand-900/50 dark:text-brand-200">
              <ScriptIcon />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-slate-900 dark:text-white">Text to script</span>
              <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">
                Create a 10 second video clip from a short script.
              </span>
            </span>
            <ArrowRightIcon className="mt-2 size-4 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600" />
          </Link>
        </li>
      </ul>
    </SidePanel>
  );
}
