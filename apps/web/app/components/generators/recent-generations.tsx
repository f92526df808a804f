import { generatorOf, type TGeneration } from "@reelforge/contract";
import { Link } from "react-router";
import { HistoryIcon } from "../ui/icons";
import { Spinner } from "../ui/spinner";
import { useRecentGenerations } from "./generation-lists";

const dateHeading = (date: Date) =>
  date.toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "long", year: "numeric" });

// The sidebar's Library/History panel: the latest few generations under their day's heading
// (loaded when the panel opens), or an empty state that points to the library.
export function RecentGenerations({ onNavigate }: { onNavigate: () => void }) {
  const recent = useRecentGenerations();
  const items = recent.data?.items ?? null;
  const failed = recent.isError;

  const openLibrary = (
    <Link
      to="/dashboard/library"
      onClick={onNavigate}
      className="mt-5 inline-flex rounded-xl border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      Open library
    </Link>
  );

  if (items === null && !failed) {
    return (
      <div className="flex justify-center py-10 text-slate-600 dark:text-slate-300">
        <Spinner label="Loading your generations" />
      </div>
    );
  }
  if (!items?.length) {
    return (
      <>
        <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
          {dateHeading(new Date())}
        </h3>
        <div className="mt-3 rounded-2xl border border-dashed border-slate-300 px-5 py-10 text-center dark:border-slate-700">
          <span className="mx-auto grid size-12 place-items-center rounded-2xl bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
            <HistoryIcon />
          </span>
          <p className="mt-4 font-semibold text-slate-900 dark:text-white">
            {failed ? "Your library could not be loaded" : "Nothing here yet"}
          </p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Videos, images and scripts you generate will be listed here by day.
          </p>
          {openLibrary}
        </div>
      </>
    );
  }

  const days = new Map<string, TGeneration[]>();
  for (const item of items) {
    const day = dateHeading(new Date(item.createdAt));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return (
    <div>
      {[...days].map(([day, list]) => (
        <section key={day} className="mb-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            {day}
          </h3>
          <ul className="mt-2 space-y-2">
            {list.map((g) => (
              <li key={g.id}>
                <Link
                  to="/dashboard/library"
                  onClick={onNavigate}
                  className="flex items-center gap-3 rounded-xl p-2 hover:bg-slate-50 dark:hover:bg-slate-800"
                >
                  <span className="grid size-11 shrink-0 place-items-center overflow-hidden rounded-lg bg-slate-100 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
                    {g.result?.thumbnailUrl ? (
                      <img src={g.result.thumbnailUrl} alt="" className="size-full object-cover" />
                    ) : (
                      generatorOf(g.kind).noun.charAt(0)
                    )}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">
                      {g.title}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-400">
                      {generatorOf(g.kind).noun} ·{" "}
                      {g.status === "running" || g.status === "queued"
                        ? `generating ${g.percent}%`
                        : g.status}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {openLibrary}
    </div>
  );
}
