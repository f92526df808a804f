#!/usr/bin/env node
// Draws the web app's PNG icons (manifest, Apple touch icon) from the brand mark of
// public/favicon.svg with the system Chromium. The PNGs are committed; run this again after the
// mark changes:  node apps/web/scripts/make-icons.mjs
import { writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const out = path.resolve(import.meta.dirname, "../public/icons");
const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7443ff"/><stop offset="1" stop-color="#ff4f9a"/></linearGradient>`;
// "any": the rounded tile of the favicon. "full": edge to edge, the mark inside the central 80%
// (maskable icons are cropped to a circle or squircle by the launcher; Apple rounds its own).
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" rx="9" fill="url(#g)"/><path d="M13 10.5v11l9-5.5z" fill="#fff"/></svg>`;
const FULL = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><defs>${GRADIENT}</defs><rect width="32" height="32" fill="url(#g)"/><path d="M13.6 11.6v8.8l7.2-4.4z" fill="#fff"/></svg>`;

const ICONS = [
  { file: "icon-192.png", size: 192, svg: ROUNDED },
  { file: "icon-512.png", size: 512, svg: ROUNDED },
  { file: "icon-maskable-192.png", size: 192, svg: FULL },
  { file: "icon-maskable-512.png", size: 512, svg: FULL },
  { file: "apple-touch-icon.png", size: 180, svg: FULL },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.locator("svg").screenshot({ omitBackground: true });
    writeFileSync(path.join(out, file), png);
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
