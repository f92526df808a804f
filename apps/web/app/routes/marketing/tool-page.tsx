import { useLocation } from "react-router";
import { CardSection } from "../../components/marketing/card-section";
import { FooterCta } from "../../components/marketing/footer-cta";
import { Hero } from "../../components/marketing/hero";
import { HowToCarousel } from "../../components/marketing/how-to-carousel";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { MiniCarousel } from "../../components/marketing/mini-carousel";
import { ToolCtaButton } from "../../components/marketing/tool-cta-button";
import { ToolPlanCards } from "../../components/marketing/tool-plan-cards";
import { pageMeta } from "../../content/seo";
import { REVIEW_CAROUSEL } from "../../content/testimonials";
import { TOOL_PAGES } from "../../content/tool-pages";
import { TOOL_PATHS, type ToolPath } from "../../content/tool-paths";
import type { Route } from "./+types/tool-page";

// One component renders all 12 tool routes (SPEC 2.4) from the content keyed by path.
function toolFor(pathname: string) {
  const path = pathname.replace(/^\/+|\/+$/g, "") as ToolPath;
  return TOOL_PATHS.includes(path) ? { path, page: TOOL_PAGES[path] } : null;
}

export const meta = ({ location }: Route.MetaArgs) => {
  const tool = toolFor(location.pathname);
  return tool ? pageMeta({ ...tool.page.seo, path: `/${tool.path}` }) : [{ title: "ReelForge" }];
};

export default function ToolPage() {
  const tool = toolFor(useLocation().pathname);
  if (!tool) return null;
  const { page } = tool;
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
