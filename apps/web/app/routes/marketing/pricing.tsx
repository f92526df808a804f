import { FaqSection } from "../../components/marketing/faq-section";
import { FooterCta } from "../../components/marketing/footer-cta";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { PlanCards } from "../../components/marketing/plan-cards";
import { pageMeta } from "../../content/seo";

export const meta = () =>
  pageMeta({
    title: "Pricing Plan",
    description:
      "Starter, Pro and Enterprise plans from $19 a month, with monthly limits for images, videos, faceless videos and scripts.",
    path: "/pricing",
  });

export default function Pricing() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Pricing Plan"
        crumb="Pricing Plan"
        lead="Start free, upgrade when you need more. Cancel any time."
      />
      <PlanCards />
      <FaqSection />
      <FooterCta />
    </MarketingLayout>
  );
}
