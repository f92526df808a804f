import { SITE_URL } from "../../content/site";

// robots.txt: everything public may be crawled; the signed-in area is not for search engines.
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /dashboard/\nDisallow: /api/\n\nSitemap: ${SITE_URL}/sitemap.xml\n`;
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
