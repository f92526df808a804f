import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { GENERATORS, PRESET_TOOLS } from "@reelforge/contract/generators";
import { TOOL_PATHS } from "./content/tool-paths";

// Public marketing routes are prerendered (react-router.config.ts); the dashboard is a client-side app.
export default [
  // ---- marketing (owned by the marketing site)
  index("routes/marketing/home.tsx"),
  route("help", "routes/marketing/help.tsx"),
  route("pricing", "routes/marketing/pricing.tsx"),
  route("contact", "routes/marketing/contact.tsx"),
  route("about", "routes/marketing/about.tsx"),
  route("pages", "routes/marketing/pages.tsx"),
  route("developers", "routes/marketing/developers.tsx"),
  route("sitemap.xml", "routes/marketing/sitemap.ts"),
  route("robots.txt", "routes/marketing/robots.ts"),
  ...TOOL_PATHS.map((path) => route(path, "routes/marketing/tool-page.tsx", { id: `tool${path}` })),

  // ---- dashboard (owned by the dashboard app)
  ...prefix("dashboard", [
    index("routes/dashboard/index.tsx"),
    route("login", "routes/dashboard/login.tsx"),
    route("signup", "routes/dashboard/signup.tsx"),
    route("auth/forgetpassword", "routes/dashboard/forget-password.tsx"),
    route("payment/success", "routes/dashboard/payment-success.tsx"),
    route("checkout/test", "routes/dashboard/test-checkout.tsx"),
    layout("routes/dashboard/session-guard.tsx", [
      route("auth/verify-email", "routes/dashboard/verify-email.tsx"),
      route("checkout/start", "routes/dashboard/checkout-start.tsx"),
      layout("routes/dashboard/shell.tsx", [
        // One page per generation kind of the registry: /dashboard/<slug> is routes/dashboard/<slug>.tsx.
        ...GENERATORS.map(({ page }) => {
          const slug = page.replace(/^\/dashboard\//, "");
          return route(slug, `routes/dashboard/${slug}.tsx`);
        }),
        // Tools that are presets of a generator (issue 13): their own pages, the generator's kind.
        ...PRESET_TOOLS.map(({ page }) => {
          const slug = page.replace(/^\/dashboard\//, "");
          return route(slug, `routes/dashboard/${slug}.tsx`);
        }),
        route("library", "routes/dashboard/library.tsx"),
        route("editor/:id", "routes/dashboard/editor.tsx"),
        route("media", "routes/dashboard/media.tsx"),
        route("profile-info", "routes/dashboard/profile-info.tsx"),
        route("subscription/stauts", "routes/dashboard/subscription-status.tsx"),
      ]),
    ]),
    route("*", "routes/dashboard/not-found.tsx", { id: "dashboard-not-found" }),
  ]),

  route("*", "routes/marketing/not-found.tsx"),
] satisfies RouteConfig;
