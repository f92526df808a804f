import type { TStorageUse, TUpload, TUploadKind } from "@reelforge/contract";
import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { api, errorText } from "../../lib/api-client";

type Page = { items: TUpload[]; nextCursor: string | null; storage: TStorageUse };
type Pages = InfiniteData<Page, string | null>;

/** Every uploads list starts with this key, so an upload or a delete refreshes each of them. */
export const UPLOADS_KEY = ["uploads"] as const;
const PAGE = 48;

// The user's uploads, newest first, a page at a time over the keyset cursor, with the storage
// they use: a TanStack Query list (one per kind filter) that uploads and deletes update in place.
export function useMediaLibrary(kind?: TUploadKind) {
  const queryClient = useQueryClient();
  const key = useMemo(() => [...UPLOADS_KEY, kind ?? "all"] as const, [kind]);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      api(
        "GET /api/uploads",
        {
          query: {
            limit: String(PAGE),
            ...(pageParam ? { cursor: pageParam } : {}),
            ...(kind ? { kind } : {}),
          },
        },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

  // A change seen on screen at once in this list; the other lists read again when next shown.
  const update = useCallback(
    (change: (page: Page, first: boolean) => Page) => {
      queryClient.setQueryData<Pages>(key, (data) =>
        data ? { ...data, pages: data.pages.map((page, i) => change(page, i === 0)) } : data,
      );
      void queryClient.invalidateQueries({ queryKey: UPLOADS_KEY, refetchType: "none" });
    },
    [queryClient, key],
  );

  const added = useCallback(
    (upload: TUpload) =>
      update((page, first) => ({
        ...page,
        items: [...(first ? [upload] : []), ...page.items.filter((u) => u.id !== upload.id)],
        storage: { ...page.storage, usedBytes: page.storage.usedBytes + upload.bytes },
      })),
    [update],
  );

  const removed = useCallback(
    (upload: TUpload) =>
      update((page) => ({
        ...page,
        items: page.items.filter((u) => u.id !== upload.id),
        storage: { ...page.storage, usedBytes: Math.max(0, page.storage.usedBytes - upload.bytes) },
      })),
    [update],
  );

  const pages = query.data?.pages;
  return {
    items: pages ? pages.flatMap((page) => page.items) : query.isError ? [] : null,
    storage: pages?.[0]?.storage ?? null,
    error: query.error ? errorText(query.error) : null,
    hasMore: query.hasNextPage,
    loadMore: () => query.fetchNextPage(),
    loadingMore: query.isFetchingNextPage,
    added,
    removed,
    reload: () => query.refetch(),
  };
}
