import { CardSection } from "../../components/marketing/card-section";
import { FooterCta } from "../../components/marketing/footer-cta";
import { Hero } from "../../components/marketing/hero";
import { HowToCarousel } from "../../components/marketing/how-to-carousel";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { MiniCarousel } from "../../components/marketing/mini-carousel";
import { ToolCtaButton } from "../../components/marketing/tool-cta-button";
import { ToolPlanCards } from "../../components/marketing/tool-plan-cards";
import { heroPreload, pageMeta } from "../../content/seo";
import { REVIEW_CAROUSEL } from "../../content/testimonials";
import { TOOL_PAGES } from "../../content/tool-pages";
import { TOOL_PATHS, type ToolPath } from "../../content/tool-paths";
import type { Route } from "./+types/tool-page";

// One component renders all 12 tool routes (SPEC 2.4) from the content keyed by path. The content
// is read by the loader at build time (the routes are prerendered), so it ships inside each page's
// HTML instead of as JavaScript holding all twelve pages.
export function loader({ request }: Route.LoaderArgs) {
  // The prerender also asks for "/<path>.data" (client navigations fetch it); both map to one page.
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/+|\/+$/g, "") as ToolPath;
  if (!TOOL_PATHS.includes(path)) throw new Response("Not found", { status: 404 });
  return { path, page: TOOL_PAGES[path] };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({ ...loaderData.page.seo, path: `/${loaderData.path}` }),
        ...heroPreload(loaderData.page.hero.media),
      ]
    : [{ title: "ReelForge" }];

export default function ToolPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <MarketingLayout>
      <Hero
        hero={page.hero}
        action={<ToolCtaButton target={page.dashboardTool}>{page.hero.button}</ToolCtaButton>}
      />
      <CardSection
        id="features"
        content={page.cardSection}
        renderAction={(card) => (
          <ToolCtaButton target={page.dashboardTool} size="md">
            {card.cardBtn}
          </ToolCtaButton>
        )}
      />
      <MiniCarousel content={REVIEW_CAROUSEL} />
      <CardSection
        id="benefits"
        content={page.benefits}
        renderAction={(card) => (
          <ToolCtaButton target={page.dashboardTool} variant="secondary" size="sm">
            {card.cardBtn}
          </ToolCtaButton>
        )}
      />
      <ToolPlanCards />
      {page.howTo ? <HowToCarousel content={page.howTo} /> : null}
      <FooterCta />
    </MarketingLayout>
  );
}
