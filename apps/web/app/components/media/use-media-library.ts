import type { TStorageUse, TUpload, TUploadKind } from "@reelforge/contract";
import { useCallback, useEffect, useState } from "react";
import { api, errorText } from "../../lib/api-client";

// The user's uploads, newest first, a page at a time, with the storage they use.
export function useMediaLibrary(kind?: TUploadKind) {
  const [items, setItems] = useState<TUpload[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [storage, setStorage] = useState<TStorageUse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(async () => {
    setError(null);
    try {
      const page = await api("GET /api/uploads", { query: { limit: "48", ...(kind ? { kind } : {}) } });
      setItems(page.items);
      setCursor(page.nextCursor);
      setStorage(page.storage);
    } catch (e) {
      setError(errorText(e));
      setItems((current) => current ?? []);
    }
  }, [kind]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    setLoadingMore(true);
    try {
      const page = await api("GET /api/uploads", {
        query: { limit: "48", cursor, ...(kind ? { kind } : {}) },
      });
      setItems((current) => [...(current ?? []), ...page.items]);
      setCursor(page.nextCursor);
      setStorage(page.storage);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setLoadingMore(false);
    }
  }, [cursor, kind]);

  const added = useCallback((upload: TUpload) => {
    setItems((current) => [upload, ...(current ?? []).filter((u) => u.id !== upload.id)]);
    setStorage((s) => s && { ...s, usedBytes: s.usedBytes + upload.bytes });
  }, []);

  const removed = useCallback((upload: TUpload) => {
    setItems((current) => (current ?? []).filter((u) => u.id !== upload.id));
    setStorage((s) => s && { ...s, usedBytes: Math.max(0, s.usedBytes - upload.bytes) });
  }, []);

  return {
    items,
    storage,
    error,
    hasMore: cursor !== null,
    loadMore,
    loadingMore,
    added,
    removed,
    reload: load,
  };
}
