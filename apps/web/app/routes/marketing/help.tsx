import { BenefitCards } from "../../components/marketing/benefit-cards";
import { FaqSection } from "../../components/marketing/faq-section";
import { FooterCta } from "../../components/marketing/footer-cta";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { SplitSection } from "../../components/marketing/split-section";
import { TestimonialsSection } from "../../components/marketing/testimonials-section";
import { TrustedBy } from "../../components/marketing/trusted-by";
import { pageMeta } from "../../content/seo";
import { SIGNUP_PATH } from "../../content/site";

export const meta = () =>
  pageMeta({
    title: "Help",
    description:
      "How ReelForge helps every company become a content company: answers, guides and ways to reach us.",
    path: "/help",
  });

// SPEC 2.3: banner "Help" with breadcrumb Home / About, then "Every Company Is A Content Company".
export default function Help() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Help"
        crumb="About"
        lead="Answers to common questions, and the fastest ways to get more from ReelForge."
      />
      <SplitSection
        content={{
          id: "content-company",
          eyebrow: "Every Company Is A Content Company",
          heading: "Generate months of social media content in minutes",
          disc: "Plan a content calendar, generate the scripts, and render every video in one session. Each post gets captions, a voiceover and a format made for the platform.",
          bullets: [
            "Batch-create a month of Shorts, Reels and TikToks from one brief",
            "Reuse your brand colours, fonts and voice on every video",
          ],
          button: { label: "Start Free Trial Today", to: SIGNUP_PATH },
          img: {
            src: "/images/sections/calendar.svg",
            alt: "A content calendar filled with generated videos",
            width: 640,
            height: 480,
          },
        }}
      >
        <TrustedBy className="mt-10 !justify-start" />
      </SplitSection>
      <BenefitCards />
      <TestimonialsSection />
      <FaqSection />
      <FooterCta />
    </MarketingLayout>
  );
}
