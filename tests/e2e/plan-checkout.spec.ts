import { mailsTo, newestCode } from "./outbox";
import { signUpVerified } from "./session";
import { expect, test } from "./test";

// Issue 15: a plan chosen on a pricing card is carried through sign-up and e-mail verification
// into checkout, and the checkout's Cancel leads back to the page the plan was chosen on.

// A person of their own address (as behind the proxy), so the per-address sign-up limit is theirs.
test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${1 + Math.floor(Math.random() * 254)}` } });

test("a new visitor picks Pro yearly on the pricing page, signs up, verifies and lands in its checkout", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `plan.picker.${Date.now()}@example.com`;
  const password = "Bright-Orchard-Kite-42";
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Yearly" }).click();
  await page.getByRole("link", { name: "Choose Pro (yearly)" }).click();
  await expect(page).toHaveURL(/\/dashboard\/signup\?plan=pro-yearly&from=%2Fpricing$/);

  await page.getByLabel("Name", { exact: true }).fill("Plan Picker");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard\/auth\/verify-email\?plan=pro-yearly&from=%2Fpricing$/);

  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  const code = newestCode(email)?.code ?? "";
  await page.getByRole("textbox", { name: "Digit 1 of 4" }).click();
  await page.keyboard.type(code);
  await page.getByRole("button", { name: "Submit" }).click();

  // Straight into the checkout of the plan chosen, for the period chosen.
  await expect(page).toHaveURL(/\/dashboard\/checkout\/test\?session_id=cs_local_/);
  await expect(page.getByTestId("checkout-plan")).toHaveText("Pro (Yearly)");
  await expect(page.getByTestId("checkout-amount")).toHaveText("$85.00, paid once a year");
  await expect(page.getByText(email)).toBeVisible();

  // Cancel returns to where the plan was chosen.
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("a signed-in user's Cancel in checkout returns to the profile's Pricing tab", async ({ page }) => {
  await signUpVerified(page.request, "Tab Returner");
  await page.goto("/dashboard/profile-info?tab=pricing");
  await page.getByRole("button", { name: "Buy Starter monthly" }).click();
  await expect(page).toHaveURL(/\/dashboard\/checkout\/test\?session_id=cs_local_/);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile-info\?tab=pricing$/);
  await expect(page.getByRole("button", { name: "Buy Starter monthly" })).toBeVisible();
});

test("a tool page's Choose Plus buys Plus; Cancel comes back to the tool page, Pay makes Plus the plan", async ({
  page,
}) => {
  await signUpVerified(page.request, "Tool Buyer");
  // Signed in on this browser (the dashboard leaves the signed-in hint the other pages read).
  await page.goto("/dashboard/text-to-script");
  await expect(page.getByRole("complementary", { name: "Sidebar" })).toContainText("Tool Buyer");
  await page.goto("/ai-video-generator");
  await page.getByRole("link", { name: "Choose Plus (monthly)" }).click();
  await expect(page).toHaveURL(/\/dashboard\/checkout\/test\?session_id=cs_local_/);
  await expect(page.getByTestId("checkout-plan")).toHaveText("Plus (Monthly)");
  await expect(page.getByTestId("checkout-amount")).toHaveText("$25.00, paid every month");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/ai-video-generator$/);

  await page.getByRole("button", { name: "Yearly" }).click();
  await expect(page.getByText("$240, paid once a year")).toBeVisible();
  await page.getByRole("link", { name: "Choose Max (yearly)" }).click();
  await expect(page.getByTestId("checkout-plan")).toHaveText("Max (Yearly)");
  await expect(page.getByTestId("checkout-amount")).toHaveText("$768.00, paid once a year");
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/success/);
  await page.goto("/dashboard/subscription/stauts");
  await expect(page.getByTestId("subscription-plan")).toHaveText("Max · Yearly");
  // Max's 200 minutes are metered by the second, shown in minutes; the results they pay for are not counted.
  const minutes = page.getByRole("progressbar", { name: "Minutes of AI generation used this month" });
  await expect(minutes).toHaveAttribute("aria-valuemax", "12000");
  await expect(page.getByTestId("usage-generationSecondsUsed")).toHaveText("0 / 200 minutes");
  await expect(page.getByRole("progressbar", { name: "Videos used this month", exact: true })).toHaveCount(0);
  await expect(page.getByRole("progressbar", { name: "Images used this month" })).toBeVisible();
  // Before generating, the video generator says the seconds it will take from the minutes.
  await page.goto("/dashboard/video-generator");
  await expect(page.getByTestId("generation-estimate")).toContainText(
    "Costs about 5 seconds of AI generation · 200 minutes of 200 minutes left until",
  );
});
