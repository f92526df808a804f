import { FOOTER_CTA } from "../../content/home";
import { SIGNUP_PATH } from "../../content/site";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";

// The call to action above the footer on every public page.
export function FooterCta() {
  return (
    <section aria-labelledby="footer-cta-title" className="py-16">
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-600 to-accent-500 px-6 py-14 text-center text-white sm:px-12">
          <h2 id="footer-cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {FOOTER_CTA.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-white/90">{FOOTER_CTA.disc}</p>
          <ButtonLink to={SIGNUP_PATH} size="lg" variant="light" className="mt-8">
            {FOOTER_CTA.button}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
