import { expect, test } from "@playwright/test";
import { signUpVerified } from "./session";

// Issue 15: signed in, the public pages show who is signed in and the way to the dashboard, and
// the login and sign-up pages send a signed-in visitor on to the dashboard.

test("signed in, the marketing header shows the user and the dashboard; login and signup lead to the dashboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Signed out: the header offers signing in.
  await page.goto("/pricing");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();

  await signUpVerified(page.request, "Mara Quill");
  // The user works in the dashboard, then looks at the public pages again.
  await page.goto("/dashboard/text-to-script");
  await expect(page.getByText("Mara Quill").first()).toBeVisible();

  await page.goto("/pricing");
  await expect(header.getByText("Mara Quill")).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Try for free" })).toHaveCount(0);
  await header.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard\/text-to-script$/);

  // The phone menu says the same.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Dashboard" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const path of ["/dashboard/login", "/dashboard/signup"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard\/text-to-script$/);
  }

  // Signed out again, the forms are there.
  await page.request.post("/api/user/logout");
  await page.goto("/dashboard/login");
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await page.goto("/pricing");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
});
