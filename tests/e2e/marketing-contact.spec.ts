import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./test";

// The contact form delivers a message: toast for the visitor, an e-mail in the outbox for the team.
function outboxMails(): string[] {
  const dir = join(process.env.E2E_DATA_DIR ?? "", "outbox");
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith(".eml"))
      .map((f) => readFileSync(join(dir, f), "utf8").replace(/=\r?\n/g, ""));
  } catch {
    return [];
  }
}

test("the contact form validates, then delivers the message to the team's inbox", async ({ page }) => {
  await page.goto("/contact?subject=Request%20a%20quote");
  const form = page.locator("form");
  await expect(form.getByPlaceholder("Subject")).toHaveValue("Request a quote");
  await expect(form.getByPlaceholder("Your Message")).toHaveAttribute("rows", "5");

  await form.getByRole("button", { name: "Contact Form" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(form.getByPlaceholder("Your Name")).toHaveAttribute("aria-invalid", "true");

  const marker = `e2e-${Date.now()}`;
  await form.getByPlaceholder("Your Name").fill("Katherine Johnson");
  await form.getByPlaceholder("Your Email").fill("katherine@example.com");
  await form.getByPlaceholder("Subject").fill(`Quote for our team ${marker}`);
  await form.getByPlaceholder("Your Message").fill("We would like ten seats with shared brand kits, please.");
  await form.getByRole("button", { name: "Contact Form" }).click();
  await expect(page.locator(".Toastify").getByText(/Thanks for your message/)).toBeVisible();
  await expect(form.getByPlaceholder("Your Name")).toHaveValue("");

  await expect.poll(() => outboxMails().filter((m) => m.includes(marker)).length).toBe(1);
  const mail = outboxMails().find((m) => m.includes(marker)) ?? "";
  expect(mail).toMatch(/^To: contact@localhost/m);
  expect(mail).toContain("Katherine Johnson <katherine@example.com>");
  expect(mail).toContain("ten seats with shared brand kits");
});
