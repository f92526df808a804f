import { BRAND, SITE_URL } from "./site";
import type { HeroMedia } from "./types";

// One place that turns a page's title and description into the tags every public page carries:
// <title>, description, canonical, Open Graph and Twitter card.
export function pageMeta({ title, description, path }: { title: string; description: string; path: string }) {
  const url = `${SITE_URL}${path === "/" ? "/" : path}`;
  const fullTitle = path === "/" ? title : `${title} | ${BRAND}`;
  const image = `${SITE_URL}/images/og-card.png`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/**
 * A hero video's poster is the page's LCP image, but browsers fetch posters late and at low
 * priority: announce it in <head> at high priority (an <img> hero asks for that itself).
 */
export function heroPreload(media: HeroMedia) {
  if (!media.video) return [];
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: media.video.poster,
      type: "image/webp",
      fetchPriority: "high",
    },
  ];
}
