import type { TGeneration } from "@reelforge/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client";
import { isActive } from "./generation-files";

// The user's generations as TanStack Query lists. Every list key starts with "generations", so
// one invalidation (after a delete, a cancel or a finished generation) refreshes them all.

/** Rows per page of the library (the keyset cursor of GET /api/generations pages on from there). */
export const LIBRARY_PAGE = 20;
/** How often the library is read again while something in it is queued or running. */
export const LIBRARY_POLL_MS = 1500;

export const GENERATIONS_KEY = ["generations"] as const;
export const LIBRARY_KEY = ["generations", "library"] as const;
export const RECENT_KEY = ["generations", "recent"] as const;

type Page = { items: TGeneration[]; nextCursor: string | null };
type Pages = { pages: Page[] };

/** Every generation of the loaded pages, in order, each once (a row can move pages between reads). */
export function libraryItems(data: Pages | undefined): TGeneration[] | null {
  if (!data) return null;
  const seen = new Set<string>();
  const items: TGeneration[] = [];
  for (const page of data.pages)
    for (const item of page.items)
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
  return items;
}

/** The poll interval of the library: read again while any loaded generation is still going. */
export function libraryRefetchInterval(data: Pages | undefined): number | false {
  return data?.pages.some((page) => page.items.some(isActive)) ? LIBRARY_POLL_MS : false;
}

/** A copy of the library's pages without the generation `id` (deleted). */
export function withoutGeneration<T extends Pages>(data: T | undefined, id: string): T | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.filter((g) => g.id !== id) })) };
}

/**
 * The library, newest first, a page at a time over the keyset cursor; polled while any loaded
 * generation is queued or running (a refetch reads every loaded page again, so a generation
 * further down also shows its progress).
 */
export function useLibrary() {
  return useInfiniteQuery({
    queryKey: LIBRARY_KEY,
    queryFn: ({ pageParam, signal }) =>
      api(
        "GET /api/generations",
        { query: { limit: String(LIBRARY_PAGE), ...(pageParam ? { cursor: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) => libraryRefetchInterval(query.state.data),
  });
}

/** The latest few generations (the sidebar's Library panel), read each time the panel opens. */
export function useRecentGenerations(limit = 6) {
  return useQuery({
    queryKey: [...RECENT_KEY, limit],
    queryFn: ({ signal }) => api("GET /api/generations", { query: { limit: String(limit) } }, { signal }),
    refetchOnMount: "always",
  });
}
