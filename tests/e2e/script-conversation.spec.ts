import { signUpVerified } from "./session";
import { expect, test } from "./test";

// Issue 15: Text to script keeps the conversation across reloads, and reopening a script from
// the library shows the whole exchange, not only its card.

test("a script conversation survives a reload and reopens whole from the library", async ({ page }) => {
  test.setTimeout(120_000);
  await signUpVerified(page.request, "Chatty Writer");
  await page.goto("/dashboard/text-to-script");
  const conversation = page.getByRole("region", { name: "Conversation" });
  const box = page.getByPlaceholder("Send a message...");

  await box.fill("A short explainer about recycling glass");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/text-to-script\?id=/);
  await box.fill("Now make it about paper for a school audience");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(
    conversation.getByText("Now make it about paper for a school audience", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Send", exact: true })).toBeVisible({ timeout: 60_000 });
  const replies = await conversation.getByTestId("assistant-message").count();
  expect(replies).toBe(2);

  await page.reload();
  await expect(
    conversation.getByText("A short explainer about recycling glass", { exact: true }),
  ).toBeVisible();
  await expect(
    conversation.getByText("Now make it about paper for a school audience", { exact: true }),
  ).toBeVisible();
  await expect(conversation.getByTestId("assistant-message")).toHaveCount(2);

  // From the library: the newest script opens its whole exchange.
  await page.goto("/dashboard/library");
  await page.getByTestId("library-item").first().getByRole("link", { name: "Open conversation" }).click();
  await expect(page).toHaveURL(/\/dashboard\/text-to-script\?id=/);
  await expect(
    conversation.getByText("A short explainer about recycling glass", { exact: true }),
  ).toBeVisible();
  await expect(
    conversation.getByText("Now make it about paper for a school audience", { exact: true }),
  ).toBeVisible();
  await expect(conversation.getByTestId("assistant-message")).toHaveCount(2);

  // The next message continues the same conversation.
  await box.fill("Shorter, please");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(conversation.getByTestId("assistant-message")).toHaveCount(3, { timeout: 60_000 });
  await page.reload();
  await expect(conversation.getByTestId("assistant-message")).toHaveCount(3);
});
