import { axe } from "./axe";
import { signUpVerified } from "./session";
import { expect, type Page, test } from "./test";

// The library (issue 14): read with TanStack Query a page at a time over the keyset cursor, polled
// while something in it runs and not after; a running video followed to its end without a reload;
// cancel and delete from the card, delete only after a keyboard-friendly question. Real server,
// worker and studio.

async function expectNoAxeViolations(page: Page, label: string) {
  const { violations } = await axe(page)
    .exclude(".Toastify")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

const isListRead = (url: string, method: string) =>
  method === "GET" && new URL(url).pathname === "/api/generations";

test("pages of the library, a running video followed to its end, cancel, and delete after a question", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpVerified(page.request, "Lena Archive");
  // A plan with room for more than a page of scripts (the trial allows five).
  const checkout = await page.request.post("/api/subscription/create", {
    data: { planId: "starter-monthly" },
  });
  expect(checkout.status()).toBe(200);
  const { id: session } = (await checkout.json()) as { id: string };
  expect((await page.request.post(`/api/subscription/test-checkout/${session}/pay`)).status()).toBe(200);

  // 21 scripts: one more than a page.
  for (let i = 1; i <= 21; i++) {
    const made = await page.request.post("/api/generations", {
      data: { kind: "script", input: { script: `Bakery note number ${i} about fresh bread` } },
    });
    expect(made.status(), await made.text()).toBeLessThan(300);
  }
  await expect
    .poll(
      async () => {
        const list = (await (await page.request.get("/api/generations?limit=30")).json()) as {
          items: { status: string }[];
        };
        return list.items.filter((g) => g.status === "succeeded").length;
      },
      { timeout: 120_000 },
    )
    .toBe(21);

  // The first page, then the rest through the cursor; no "Load more" once all are shown.
  await page.goto("/dashboard/library");
  const items = page.getByTestId("library-item");
  await expect(items).toHaveCount(20);
  await expect(items.first()).toContainText("Bakery note number 21");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(items).toHaveCount(21);
  await expect(items.last()).toContainText("Bakery note number 1");
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // Nothing runs: the page does not read the list again.
  let reads = 0;
  page.on("request", (request) => {
    if (isListRead(request.url(), request.method())) reads++;
  });
  await page.waitForTimeout(3500);
  expect(reads).toBe(0);

  // A video started elsewhere (here: the API) is followed on the open page: progress, then done.
  const video = await page.request.post("/api/generations", {
    data: { kind: "video", input: { description: "A bakery opening at dawn", videoDuration: 5 } },
  });
  expect(video.status(), await video.text()).toBeLessThan(300);
  await page.reload();
  const card = items.filter({ hasText: "A bakery opening at dawn" });
  await expect(card.getByRole("progressbar", { name: "Generation progress" })).toBeVisible();
  await expect(items).toHaveCount(20);
  await expect(card.getByText("succeeded", { exact: true })).toBeVisible({ timeout: 150_000 });
  await expect(card.getByRole("button", { name: "Open" })).toBeVisible();
  // ... and the polling stops with it.
  await page.waitForTimeout(2000);
  reads = 0;
  await page.waitForTimeout(3500);
  expect(reads).toBe(0);

  // Cancel from the card of a running video.
  const second = await page.request.post("/api/generations", {
    data: { kind: "video", input: { description: "A second bakery film to stop", videoDuration: 5 } },
  });
  expect(second.status()).toBeLessThan(300);
  await page.reload();
  const stopping = items.filter({ hasText: "A second bakery film to stop" });
  await stopping.getByRole("button", { name: "Cancel" }).click();
  await expect(stopping.getByText("cancelled", { exact: true })).toBeVisible({ timeout: 30_000 });

  // Delete asks first, in a dialog the keyboard can use: the safe choice has the focus, Tab stays
  // inside, Escape keeps the script and gives the focus back to its Delete button.
  const doomed = items.filter({ hasText: "Bakery note number 21" });
  const remove = doomed.getByRole("button", { name: "Delete" });
  await remove.click();
  const confirm = page.getByRole("alertdialog", { name: /^Delete “Bakery note number 21/ });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
  await expectNoAxeViolations(page, "delete question");
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(confirm).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(doomed).toHaveCount(1);
  // Enter on the focused Delete opens it again; "Delete" deletes.
  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.locator(".Toastify").getByText("Deleted")).toBeVisible();
  await expect(doomed).toHaveCount(0);
  expect(
    ((await (await page.request.get("/api/generations?limit=30")).json()) as { items: unknown[] }).items,
  ).toHaveLength(22);
  await expectNoAxeViolations(page, "library");
});
