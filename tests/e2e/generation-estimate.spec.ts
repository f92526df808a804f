import { signUpVerified } from "./session";
import { expect, test } from "./test";

// Issue 15: before generating, each generator page says what it will cost (units of the plan,
// and what is left this period) and about how long it will take.

test("each generator shows its cost, what is left and the time before generating; an image uses one", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Cost Reader");
  const until = /left until [A-Z][a-z]+ \d{1,2}, \d{4}/;

  await page.goto("/dashboard/image-generator");
  const estimate = page.getByTestId("generation-estimate");
  await expect(estimate).toContainText("Costs 1 image · 5 images left until");
  await expect(estimate).toContainText(until);
  await expect(estimate).toContainText(/Takes about \d+ seconds?/);
  await page.getByLabel("Prompt").fill("A lighthouse on a cliff at sunrise");
  await page.getByRole("button", { name: "Generate a image" }).click();
  await expect(page.getByRole("region", { name: "Generated image" })).toBeVisible({ timeout: 60_000 });
  await expect(estimate).toContainText("Costs 1 image · 4 images left until");

  await page.goto("/dashboard/video-generator");
  await expect(estimate).toContainText("Costs 1 video · 2 videos left until");
  await expect(estimate).toContainText(/Takes about \d+ seconds/);

  await page.goto("/dashboard/faceless-videos");
  await expect(estimate).toContainText("Costs 1 faceless video · 2 faceless videos left until");

  await page.goto("/dashboard/text-to-script");
  await expect(estimate).toContainText("Costs 1 script · 10 scripts left until");
});
