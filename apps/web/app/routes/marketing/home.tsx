import { BenefitCards } from "../../components/marketing/benefit-cards";
import { FaqSection } from "../../components/marketing/faq-section";
import { FooterCta } from "../../components/marketing/footer-cta";
import { Hero } from "../../components/marketing/hero";
import { InstallApp } from "../../components/marketing/install-app";
import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PlanCards } from "../../components/marketing/plan-cards";
import { SplitSection } from "../../components/marketing/split-section";
import { TestimonialsSection } from "../../components/marketing/testimonials-section";
import { TrustedBy } from "../../components/marketing/trusted-by";
import { ButtonLink } from "../../components/ui/button";
import { Container } from "../../components/ui/container";
import { SparkIcon } from "../../components/ui/icons";
import { HOME_FEATURE, HOME_HERO, HOME_SEO, HOME_SOCIAL_PROOF, HOME_SPLITS } from "../../content/home";
import { heroPreload, pageMeta } from "../../content/seo";
import { SIGNUP_PATH } from "../../content/site";

export const meta = () => [...pageMeta({ ...HOME_SEO, path: "/" }), ...heroPreload(HOME_HERO.media)];

export default function Home() {
  return (
    <MarketingLayout>
      <Hero
        hero={HOME_HERO}
        action={
          <ButtonLink to={SIGNUP_PATH} size="lg">
            <SparkIcon /> {HOME_HERO.button}
          </ButtonLink>
        }
      />
      <SplitSection
        content={{
          id: "create",
          heading: HOME_FEATURE.heading,
          disc: HOME_FEATURE.disc,
          bullets: HOME_FEATURE.ticks,
          button: { label: HOME_FEATURE.button, to: SIGNUP_PATH },
          img: HOME_FEATURE.img,
        }}
      />
      <section
        aria-labelledby="social-proof-title"
        className="border-y border-slate-200 py-12 dark:border-slate-800"
      >
        <Container className="text-center">
          <h2 id="social-proof-title" className="text-lg font-semibold">
            <span className="text-3xl font-extrabold text-brand-600 sm:text-4xl dark:text-brand-300">
              {HOME_SOCIAL_PROOF.count}
            </span>
            <span className="mt-1 block text-slate-600 dark:text-slate-300">{HOME_SOCIAL_PROOF.text}</span>
          </h2>
          <TrustedBy className="mt-8" />
        </Container>
      </section>
      <SplitSection content={HOME_SPLITS.mobile} reverse tone="muted">
        <InstallApp />
      </SplitSection>
      <SplitSection content={HOME_SPLITS.business} />
      <SplitSection content={HOME_SPLITS.influencer} reverse tone="muted" />
      <BenefitCards />
      <TestimonialsSection />
      <PlanCards />
      <FaqSection />
      <FooterCta />
    </MarketingLayout>
  );
}
