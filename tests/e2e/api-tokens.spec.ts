import { expect, test } from "@playwright/test";
import { signUpVerified } from "./session";

// A developer makes an API token in the profile, sees it once, uses it from a script (no cookies),
// and revokes it: the next call with it is refused.
test("create an API token in the profile, call the API with it, revoke it", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signUpVerified(page.request, "Dev Eloper");
  await page.goto("/dashboard/profile-info");
  await page.getByRole("tab", { name: "API tokens" }).click();
  await expect(page.getByText("No tokens yet.")).toBeVisible();
  await page.getByLabel("Token name").fill("Build server");
  await page.getByRole("checkbox", { name: /^generate/ }).uncheck();
  await page.getByRole("button", { name: "Create token" }).click();

  const ready = page.locator("section", { hasText: "is not shown again" });
  await expect(ready).toContainText("“Build server” is ready");
  const token = (await ready.locator("code").first().textContent())?.trim() ?? "";
  expect(token).toMatch(/^rf_/);

  const list = page.getByRole("region", { name: "Your API tokens" });
  await expect(list).toContainText("Build server");
  await expect(list).toContainText("read · created");
  await expect(list).toContainText("last used never");
  await expect(list).not.toContainText(token);

  // A script with the token only.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const library = await script.get("/api/generations");
  expect(library.status()).toBe(200);
  const refused = await script.post("/api/generations", {
    data: { kind: "script", input: { script: "hi" } },
  });
  expect(refused.status()).toBe(403);

  await page.reload();
  await page.getByRole("tab", { name: "API tokens" }).click();
  await expect(list).not.toContainText("last used never");
  // Revoking asks first: Escape keeps the token, focus back on its button; "Revoke" revokes it.
  const revoke = list.getByRole("button", { name: "Revoke Build server" });
  await revoke.click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “Build server”?" });
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(revoke).toBeFocused();
  await expect(list).toContainText("Build server");
  await revoke.click();
  await confirm.getByRole("button", { name: "Revoke", exact: true }).click();
  await expect(page.getByText("Token revoked")).toBeVisible();
  await expect(list).toContainText("No tokens yet.");
  expect((await script.get("/api/generations")).status()).toBe(401);
  await script.dispose();
});
