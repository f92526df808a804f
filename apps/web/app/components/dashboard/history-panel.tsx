import { Link } from "react-router";
import { HistoryIcon } from "./icons";
import { SidePanel } from "./side-panel";

const dateHeading = (date: Date) =>
  date.toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

// SPEC 2.6: Library/History panel with a date heading. Nothing is stored until generation lands,
// so it shows an honest empty state rather than sample items.
export function HistoryPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <SidePanel open={open} onOpenChange={onOpenChange} title="Library" description="Your recent generations.">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {dateHeading(new Date())}
      </h3>
      <div className="mt-3 rounded-2xl border border-dashed border-slate-300 px-5 py-10 text-center dark:border-slate-700">
        <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
          <HistoryIcon />
        </span>
        <p className="mt-4 font-semibold text-slate-900 dark:text-white">Nothing here yet</p>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Videos, images and scripts you generate will be listed here by day.
        </p>
        <Link
          to="/dashboard/library"
          onClick={() => onOpenChange(false)}
          className="mt-5 inline-flex rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Open library
        </Link>
      </div>
    </SidePanel>
  );
}
