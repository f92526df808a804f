import { expect, test } from "./test";

// /developers: reached from the footer, explains how to authenticate, and renders the reference
// of every call from /api/openapi.json with everything served by the product itself.
test("the developers page documents the API from the footer link, without outside requests", async ({
  page,
  baseURL,
}) => {
  const outside: string[] = [];
  const scalarOnHome: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(baseURL ?? "") && !request.url().startsWith("data:"))
      outside.push(request.url());
  });

  page.on("request", (request) => {
    if (request.url().includes("/vendor/scalar/")) scalarOnHome.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Only /developers loads the reference viewer.
  expect(scalarOnHome).toEqual([]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Developers API" }).click();
  await expect(page).toHaveURL(/\/developers$/);
  await expect(page.getByRole("heading", { level: 1, name: "ReelForge API" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Session cookie" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Personal API token" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Completion webhooks" })).toBeVisible();
  await expect(page.getByText("POST /api/user/login").first()).toBeVisible();

  // The reference lists the calls of the document by group once Scalar has drawn it.
  const reference = page.getByTestId("api-reference");
  const groups = reference.getByRole("complementary");
  for (const group of ["Accounts", "Billing", "Profile", "Generations", "Media", "Contact", "System"])
    await expect(groups.getByRole("link", { name: group, exact: true })).toBeVisible({ timeout: 30_000 });
  await groups.getByRole("button", { name: "Open Group - Accounts" }).click();
  await expect(groups.getByRole("link", { name: /Log in with e-mail and password/ })).toBeVisible();
  await groups.getByRole("link", { name: /Log in with e-mail and password/ }).click();
  await expect(reference.getByRole("heading", { name: "Log in with e-mail and password" })).toBeVisible();
  await expect(reference.getByText("/api/user/login").first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("developers.png"), fullPage: false });
  await expect(page.getByText("Loading the reference…")).toHaveCount(0);
  expect(outside).toEqual([]);
});
