import { API_AUTHENTICATION, API_WEBHOOKS } from "@reelforge/contract/api-info";
import { ApiReference } from "../../components/developers/api-reference";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { Section, SectionHeading } from "../../components/ui/section";
import { pageMeta } from "../../content/seo";

export const meta = () =>
  pageMeta({
    title: "Developers: the ReelForge API",
    description:
      "Every call of the ReelForge API with its request and answer: authenticate, make scripts, images and videos, and follow their progress.",
    path: "/developers",
  });

const code = "rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] dark:bg-slate-800";
const pre =
  "mt-3 overflow-x-auto rounded-2xl bg-slate-950 p-4 font-mono text-sm leading-relaxed text-slate-100 ring-1 ring-slate-800";

// `text` of the contract uses `backticks` for code.
function WithCode({ text }: { text: string }) {
  // Each part is keyed by where it starts in the text (stable, unlike its index among the parts).
  const parts: { at: number; text: string; code: boolean }[] = [];
  let at = 0;
  for (const [n, part] of text.split(/`([^`]+)`/).entries()) {
    const code = n % 2 === 1;
    parts.push({ at, text: part, code });
    at += part.length + (code ? 2 : 0);
  }
  return (
    <>
      {parts.map((p) =>
        p.code ? (
          <code key={p.at} className={code}>
            {p.text}
          </code>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

export default function Developers() {
  return (
    <MarketingLayout>
      <PageBanner
        title="ReelForge API"
        crumb="Developers"
        lead="Everything the ReelForge app does is an HTTP call you can make too: the same calls, the same answers."
      />
      <Section id="authentication" labelledBy="authentication-title">
        <SectionHeading id="authentication-title" part1="Authenticate" part2="first" />
        <div className="mx-auto mt-8 max-w-3xl space-y-8 text-slate-700 dark:text-slate-300">
          {API_AUTHENTICATION.map((way) => (
            <div key={way.scheme}>
              <h3 className="text-lg font-bold text-slate-900 dark:text-white">{way.title}</h3>
              <p className="mt-2">
                <WithCode text={way.text} />
              </p>
              <pre className={pre}>
                <code>{way.example}</code>
              </pre>
            </div>
          ))}
          <div>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{API_WEBHOOKS.title}</h3>
            <p className="mt-2">
              <WithCode text={API_WEBHOOKS.text} />
            </p>
            <pre className={pre}>
              <code>{API_WEBHOOKS.example}</code>
            </pre>
          </div>
          <div>
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">Answers and errors</h3>
            <p className="mt-2">
              Answers are JSON, except downloads and the faceless video (the file itself). A failed call
              answers <code className={code}>{"{ message, extraDetails?, code }"}</code>:{" "}
              <code className={code}>message</code> is written for people, <code className={code}>code</code>{" "}
              is stable for programs, and <code className={code}>extraDetails</code> names every invalid
              field. Long work (videos) runs as a generation: start it with{" "}
              <code className={code}>POST /api/generations</code>, then follow{" "}
              <code className={code}>GET /api/generations/{"{id}"}</code> or its event stream.
            </p>
            <p className="mt-2">
              The whole API as an OpenAPI 3.1 document:{" "}
              <a
                className="font-semibold text-brand-700 underline dark:text-brand-300"
                href="/api/openapi.json"
              >
                /api/openapi.json
              </a>
              .
            </p>
          </div>
        </div>
      </Section>
      <section
        id="reference"
        aria-labelledby="reference-title"
        className="border-t border-slate-200 py-12 dark:border-slate-800"
      >
        <h2 id="reference-title" className="text-center text-3xl font-bold tracking-tight">
          Reference
        </h2>
        <div className="mt-6">
          <ApiReference />
        </div>
      </section>
    </MarketingLayout>
  );
}
