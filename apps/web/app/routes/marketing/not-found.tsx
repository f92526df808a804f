import { MarketingLayout } from "../../components/marketing/marketing-layout";
import { PageBanner } from "../../components/marketing/page-banner";
import { ButtonLink } from "../../components/ui/button";
import { Container } from "../../components/ui/container";

export const meta = () => [{ title: "Page not found | ReelForge" }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <MarketingLayout>
      <PageBanner
        title="Page not found"
        crumb="Not found"
        lead="The page you asked for does not exist or has moved."
      />
      <Container className="flex flex-wrap justify-center gap-3 py-16">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/pages" variant="outline">
          See all pages
        </ButtonLink>
      </Container>
    </MarketingLayout>
  );
}
