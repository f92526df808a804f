import { Link } from "react-router";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { Section } from "../../components/ui/section";
import { PAGE_GROUPS } from "../../content/pages-index";
import { pageMeta } from "../../content/seo";

export const meta = () =>
  pageMeta({
    title: "All pages",
    description: "An index of every ReelForge page: company pages, tool pages and account pages.",
    path: "/pages",
  });

export default function Pages() {
  return (
    <MarketingLayout>
      <PageBanner title="All pages" crumb="Pages" lead="Everything on this site, in one place." />
      {PAGE_GROUPS.map((group, i) => (
        <Section
          key={group.heading}
          id={`pages-${i}`}
          labelledBy={`pages-${i}-title`}
          tone={i % 2 ? "muted" : "plain"}
        >
          <h2 id={`pages-${i}-title`} className="text-2xl font-bold">
            {group.heading}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.pages.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  className="block h-full rounded-2xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-400 dark:bg-slate-900 dark:ring-slate-800 dark:hover:ring-brand-500"
                >
                  <span className="font-semibold text-brand-700 dark:text-brand-300">{page.label}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{page.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </MarketingLayout>
  );
}
