import { PUBLIC_PATHS } from "../../content/public-paths";
import { SITE_URL } from "../../content/site";

// sitemap.xml, prerendered at build time with the public origin (VITE_PUBLIC_URL).
export function loader() {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${SITE_URL}${path}</loc></url>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
