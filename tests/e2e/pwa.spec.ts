import { signUpVerified } from "./session";
import { expect, test } from "./test";

// Issue 15: the web app is installable (manifest, icons, a service worker that keeps the app
// shell) and the home page's mobile block offers installing it.

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("the manifest names the app, opens the dashboard standalone and lists PNG icons of their sizes", async ({
  page,
  request,
}) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining("ReelForge"),
    short_name: "ReelForge",
    start_url: "/dashboard",
    display: "standalone",
    theme_color: "#6420f5",
    background_color: expect.stringMatching(/^#/),
  });
  const pngs = (manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]).filter(
    (icon) => icon.type === "image/png",
  );
  expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(pngs.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of [...pngs, { src: "/icons/apple-touch-icon.png", sizes: "180x180" }]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(pngSize(await file.body()), icon.src).toEqual({ width, height });
  }
});

test("the home page's mobile block offers installing the web app, not store badges", async ({ page }) => {
  await page.goto("/");
  const block = page.getByTestId("install-app");
  await expect(block).toContainText("Install the ReelForge web app");
  await expect(block).toContainText("Add to Home Screen");
  await expect(page.getByText(/App Store|Google Play|Play Store/)).toHaveCount(0);
});

test("the service worker keeps the app shell: /dashboard reloads offline; API answers are not cached", async ({
  page,
  context,
}) => {
  await signUpVerified(page.request, "Offline Olive");
  await page.goto("/dashboard/text-to-script");
  await expect(page.getByRole("heading", { name: "Text to script" })).toBeVisible();
  // Registered in the production build, then in control of the page once installed.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const request of await (await caches.open(key)).keys()) urls.push(new URL(request.url).pathname);
    }
    return { keys: await caches.keys(), urls };
  });
  expect(cached.keys).toEqual([expect.stringMatching(/^reelforge-shell-[0-9a-f]+$/)]);
  expect(cached.urls).toContain("/dashboard");
  expect(cached.urls.some((url) => url.startsWith("/assets/"))).toBe(true);
  expect(cached.urls.filter((url) => url.startsWith("/api/") || url.startsWith("/media/"))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // The shell came from the cache and runs: without the network it says it could not check the session.
  await expect(page.getByRole("heading", { name: "We couldn’t check your session" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Text to script" })).toBeVisible();
});
