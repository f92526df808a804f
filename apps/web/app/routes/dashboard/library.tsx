import { Link } from "react-router";
import { ComingNext } from "../../components/dashboard/coming-next";
import { LibraryIcon } from "../../components/dashboard/icons";

export function meta() {
  return [{ title: "Library · ReelForge" }];
}

export default function LibraryPage() {
  return (
    <ComingNext
      icon={LibraryIcon}
      title="Library"
      lead="Every video, image and script you generate, in one place, grouped by day."
      features={[
        "Browse, search and filter everything you have made.",
        "Play videos, open images and copy scripts again at any time.",
        "Share a private link that expires, or download the file.",
        "See which provider made each result.",
      ]}
    >
      <section
        aria-labelledby="library-empty"
        className="mt-6 rounded-3xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700"
      >
        <h2 id="library-empty" className="font-semibold text-slate-900 dark:text-white">
          Your library is empty
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Nothing has been generated on this account yet.
        </p>
        <Link
          to="/dashboard/text-to-script"
          className="mt-4 inline-flex rounded-xl border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Start with a script
        </Link>
      </section>
    </ComingNext>
  );
}
