import { Link } from "react-router";
import { Container } from "../ui/container";

// The banner of the Help, Pricing, Contact, About and Pages screens: title and breadcrumb.
export function PageBanner({ title, crumb, lead }: { title: string; crumb: string; lead?: string }) {
  return (
    <section
      id="top-hero"
      aria-labelledby="page-title"
      className="scroll-mt-16 relative overflow-hidden bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20 dark:from-brand-900/30 dark:to-slate-950"
    >
      <Container className="text-center">
        <h1 id="page-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600 dark:text-slate-300">{lead}</p>
        ) : null}
        <nav aria-label="Breadcrumb" className="mt-5">
          <ol className="inline-flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
            <li>
              <Link to="/" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                Home
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li aria-current="page">{crumb}</li>
          </ol>
        </nav>
      </Container>
    </section>
  );
}
