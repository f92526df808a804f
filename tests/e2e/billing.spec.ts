import { expect, type Page, test } from "@playwright/test";
import { axe } from "./axe";
import { signUpVerified } from "./session";

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await axe(page)
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .exclude(".Toastify")
    .analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

// Buying Pro through the built-in test checkout (the server runs without STRIPE_SECRET_KEY),
// then cancelling it: the money path a user walks, in a real browser against the real server.
test("buy Pro through the test checkout, see it active, cancel it and see the end date", async ({ page }) => {
  const user = await signUpVerified(page.request, "Pat Buyer");
  await page.goto("/dashboard/text-to-script");
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await sidebar.getByRole("link", { name: "Upgrade To Pro" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile-info\?tab=pricing$/);

  await page.getByRole("tab", { name: "Pricing Plan" }).click();
  await page.getByRole("button", { name: "Yearly" }).click();
  await expect(page.getByText("$85", { exact: true })).toBeVisible();
  await expect(page.getByText("$85, paid once a year")).toBeVisible();
  await page.getByRole("button", { name: "Monthly" }).click();
  await page.getByRole("button", { name: "Buy Pro monthly" }).click();

  // The built-in checkout, labelled as test mode, shows the plan and the amount.
  await expect(page).toHaveURL(/\/dashboard\/checkout\/test\?session_id=cs_local_/);
  await expect(page.getByText(/TEST MODE/)).toBeVisible();
  await expect(page.getByTestId("checkout-plan")).toHaveText("Pro (Monthly)");
  await expect(page.getByTestId("checkout-amount")).toHaveText("$29.00, paid every month");
  await page.getByRole("button", { name: "Pay" }).click();

  await expect(page).toHaveURL(/\/dashboard\/payment\/success\?session_id=cs_local_/);
  await expect(page.getByRole("heading", { name: "Payment successful" })).toBeVisible();
  await expect(page.getByTestId("payment-amount")).toHaveText("$29.00, paid every month");
  await expect(page.getByTestId("payment-method")).toHaveText("Card");
  await expect(page.getByTestId("payment-email")).toHaveText(user.email);
  await expect(page.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");

  await page.goto("/dashboard/text-to-script");
  await sidebar.getByRole("link", { name: "See Your Subscription" }).click();
  await expect(page).toHaveURL(/\/dashboard\/subscription\/stauts$/);
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByTestId("subscription-plan")).toHaveText("Pro · Monthly");
  await expect(page.getByRole("progressbar", { name: "Images used this month" })).toHaveAttribute(
    "aria-valuemax",
    "200",
  );

  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("stays active until");
  // The dialog and the toast name the end date in the same words.
  const until = (await dialog.textContent())?.match(/until ([A-Z][a-z]+ \d{1,2}, \d{4})/)?.[1];
  expect(until).toBeTruthy();
  await dialog.getByRole("button", { name: "Yes, cancel" }).click();
  await expect(
    page.getByText(`Your subscription is cancelled and stays active until ${until}`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/text-to-script$/);

  await page.goto("/dashboard/subscription/stauts");
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
  await expect(page.getByText("Ends on")).toBeVisible();
  await expect(page.getByTestId("end-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
});

test("billing screens pass axe in light and dark mode", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpVerified(page.request, "Ada Checker");
  const created = await page.request.post("/api/subscription/create", { data: { planId: "starter-yearly" } });
  expect(created.status()).toBe(200);
  const { id } = (await created.json()) as { id: string };
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    // Still on the Free plan: its week of AI generation is a line with a bar.
    await page.goto("/dashboard/subscription/stauts");
    await expect(page.getByTestId("usage-weekly")).toHaveText("0 s of 10 min used");
    await expect(page.getByRole("progressbar", { name: "AI generation used this week" })).toHaveAttribute(
      "aria-valuemax",
      "600",
    );
    await expectNoAxeViolations(page, `subscription (Free) ${theme}`);
    await page.goto(`/dashboard/checkout/test?session_id=${id}`);
    await expect(page.getByTestId("checkout-amount")).toHaveText("$45.00, paid once a year");
    await expectNoAxeViolations(page, `test checkout ${theme}`);
    await page.goto("/dashboard/profile-info");
    await expect(page.getByRole("button", { name: "Update Info" })).toBeVisible();
    await expectNoAxeViolations(page, `profile details ${theme}`);
    await page.getByRole("tab", { name: "Password" }).click();
    await expect(page.getByRole("button", { name: "Update Password" })).toBeVisible();
    await expectNoAxeViolations(page, `password ${theme}`);
    await page.getByRole("tab", { name: "Pricing Plan" }).click();
    await expect(page.getByRole("button", { name: "Buy Starter monthly" })).toBeVisible();
    await expectNoAxeViolations(page, `pricing plan ${theme}`);
  }
  expect((await page.request.post(`/api/subscription/test-checkout/${id}/pay`)).status()).toBe(200);
  for (const theme of ["light", "dark"] as const) {
    await page.addInitScript((value) => localStorage.setItem("theme", value), theme);
    await page.goto(`/dashboard/payment/success?session_id=${id}`);
    await expect(page.getByTestId("payment-amount")).toHaveText("$45.00, paid once a year");
    await expectNoAxeViolations(page, `payment success ${theme}`);
    await page.goto("/dashboard/subscription/stauts");
    await expect(page.getByTestId("subscription-plan")).toHaveText("Starter · Yearly");
    // Paid plans are not held to minutes a week.
    await expect(page.getByTestId("usage-weekly")).toHaveCount(0);
    await expectNoAxeViolations(page, `subscription ${theme}`);
  }
});
