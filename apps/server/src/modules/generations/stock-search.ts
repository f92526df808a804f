import { STOCK_SOURCES, type TVisualChoice } from "@reelforge/contract";
import { stockName } from "@reelforge/studio";
import type { AppDeps } from "../../deps.ts";
import { generationsFor } from "./generations-runtime.ts";

// The stock half of the editor's picture search (issue 12): photos and clips of the configured stock
// services (Pexels, Pixabay), each with what a `visual` operation takes to show exactly it. Without a
// stock key there is none; a service that fails leaves its results out (the illustrations still answer).

const ORIENTATION = { "9:16": "portrait", "4:5": "portrait", "16:9": "landscape", "1:1": "square" } as const;
type Source = (typeof STOCK_SOURCES)[number];
const isSource = (s: string): s is Source => (STOCK_SOURCES as readonly string[]).includes(s);

/** The configured stock services, by id ("pexels", "pixabay"). */
export function stockServices(deps: AppDeps): string[] {
  const stock = generationsFor(deps).providers.stock;
  return stock ? stock.id.split("+") : [];
}

export async function searchStock(
  deps: AppDeps,
  q: string,
  aspect: keyof typeof ORIENTATION | undefined,
): Promise<{ items: TVisualChoice[]; sources: string[] }> {
  const stock = generationsFor(deps).providers.stock;
  if (!stock?.search) return { items: [], sources: [] };
  try {
    const found = await stock.search({ keywords: q, orientation: ORIENTATION[aspect ?? "9:16"], perKind: 8 });
    const items = found.flatMap((item): TVisualChoice[] => {
      if (!isSource(item.provider) || !/^\d{1,20}$/.test(item.id)) return [];
      const id = `${item.provider}:${item.kind}:${item.id}`;
      const label = item.label.trim().slice(0, 300) || q;
      return [
        {
          id,
          label,
          source: item.provider,
          media: item.kind,
          thumbnailUrl: item.thumbnailUrl,
          license: item.licence,
          author: item.author,
          pageUrl: item.pageUrl,
          use: { stock: id, label },
        },
      ];
    });
    return { items, sources: stockServices(deps).map(stockName) };
  } catch (error) {
    deps.logger.warn({ err: error }, "visual search: the stock service failed; illustrations only");
    return { items: [], sources: [] };
  }
}
