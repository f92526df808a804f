import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type FakePexels, startFakePexels } from "../../apps/server/test/fake-pexels";
import { signUpVerified } from "./session";

// The editor's picture dialog with a stock service (issue 12): with PEXELS_API_KEY set, a search lists
// the service's photos under "Stock photos and clips"; the one picked is the one the new version shows.
// The journeys' server runs without a stock service, so this spec starts a second one (the same
// standalone server, its own data directory) pointed at a local server that answers like Pexels:
// photo 201 is teal ("A teal wall", the best match of any search), photo 202 orange.

const KEY = "e2e-pexels-key";
const root = join(import.meta.dirname, "../..");
let scratch: string;
let pexels: FakePexels;
let server: ChildProcess | undefined;
let base: string;
let dataDir: string;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The standalone server (API, worker, the built web app) with the stock service, as in production. */
async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://localhost:${port}`;
  dataDir = join(scratch, "data");
  const log = join(scratch, "server.log");
  server = spawn(process.execPath, ["apps/server/src/standalone.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      LOG_LEVEL: "warn",
      RENDER_SCALE: "0.25",
      TRUST_PROXY: "true",
      PEXELS_API_KEY: KEY,
      PEXELS_BASE_URL: pexels.origin,
    },
    stdio: ["ignore", openSync(log, "a"), openSync(log, "a")],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the stock server did not start:\n${readFileSync(log, "utf8").slice(-2000)}`);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  scratch = mkdtempSync(join(tmpdir(), "reelforge-e2e-stock-"));
  const jpeg = (colour: string) => {
    const file = join(scratch, `${colour}.jpg`);
    execFileSync("ffmpeg", [
      ...["-v", "error", "-y", "-f", "lavfi", "-i", `color=c=${colour}:s=270x480`, "-frames:v", "1", file],
    ]);
    return readFileSync(file);
  };
  pexels = await startFakePexels(KEY, [
    { id: 201, alt: "A teal wall", jpeg: jpeg("teal") },
    { id: 202, alt: "An orange coffee cup on a table", jpeg: jpeg("orange") },
  ]);
  await startServer();
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await pexels?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A page of the stock server, signed in; `goto` returns once the page has hydrated (see test.ts). */
async function signedInPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await signUpVerified(page.request, "Stella Stock", undefined, dataDir);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
}

test("the picture dialog lists stock photos; the one picked is the new version's scene 1", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const page = await signedInPage(browser);
  const created = await page.request.post("/api/generations", {
    data: {
      kind: "faceless",
      input: {
        script:
          "Good bread needs only four simple things from your kitchen. Water wakes the yeast and lets the dough rise slowly.",
      },
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const { id } = (await created.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/generations/${id}`)).json()) as { status: string }).status,
      { timeout: 180_000, intervals: [500] },
    )
    .toBe("succeeded");

  await open(page, `/dashboard/editor/${id}`);
  const scene1 = page.getByTestId("editor-scene").first();
  await expect(scene1).toBeVisible();
  await expect(scene1).not.toContainText("An orange coffee cup on a table");

  // Search: the illustrations, then the stock service's photos with their source and author.
  await page.getByRole("button", { name: "New picture for scene 1" }).click();
  const dialog = page.getByRole("dialog", { name: "A new picture for scene 1" });
  await dialog.getByRole("tab", { name: "Search" }).click();
  await dialog.getByLabel("What should the picture show?").fill("coffee cup");
  await dialog.getByRole("button", { name: "Search", exact: true }).click();
  const stock = dialog.getByRole("region", { name: "Stock photos and clips" });
  await expect(stock.getByRole("heading", { name: "Stock photos and clips" })).toBeVisible();
  await expect(stock.getByTestId("picture-choice")).toHaveCount(2);
  await expect(stock.getByTestId("picture-source").first()).toContainText(/Pexels/);
  await expect(
    dialog.getByRole("list", { name: "Search results" }).getByTestId("picture-choice"),
  ).not.toHaveCount(0);
  pexels.requests.length = 0;
  await stock.getByRole("button", { name: /An orange coffee cup on a table/ }).click();
  await expect(dialog).toHaveCount(0);

  // Saved: the preview names the change, Apply renders the new version, whose scene 1 is that photo.
  const first = page.url();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const scenes = page.getByRole("region", { name: "Scenes" });
  await expect(scenes.getByTestId("edit-preview")).toContainText(/picture in scene 1/i);
  await scenes.getByRole("button", { name: "Apply" }).click();
  await expect(page).not.toHaveURL(first, { timeout: 120_000 });
  await expect(page.getByTestId("editor-version")).toHaveCount(2, { timeout: 120_000 });
  await expect(page.getByTestId("editor-scene").first()).toContainText("An orange coffee cup on a table");
  // Exactly that item: asked for by its id and downloaded from the service.
  expect(pexels.requests).toContain("/v1/photos/202");
  expect(pexels.requests).toContain("/files/202.jpg");
  const version = page.url().split("/").at(-1) ?? "";
  const stored = (await (await page.request.get(`/media/gen/${version}/storyboard.json`)).json()) as {
    scenes: { visual: unknown; visuals?: { source: string; id: string }[] }[];
  };
  expect(stored.scenes[0]?.visual).toMatchObject({ kind: "stock", item: { provider: "pexels", id: "202" } });
  expect(stored.scenes[0]?.visuals?.[0]).toMatchObject({
    source: "pexels",
    id: "https://www.pexels.com/photo/item-202/",
  });
  await page.context().close();
});
