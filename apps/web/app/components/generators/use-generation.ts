import type { TCreateGeneration, TGeneration } from "@reelforge/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../lib/api-client";
import { isActive } from "./generation-files";

// Polling interval when the live stream is not available (no EventSource, or the stream failed).
const POLL_MS = 700;

/** The TanStack Query key of one generation, shared by everything that shows it. */
export const generationKey = (id: string | null) => ["generation", id] as const;

type Follow = { id: string; resolve: (g: TGeneration) => void; reject: (error: unknown) => void };

// Starts a generation and follows it until it finishes: `generation` holds the live stage and
// percent, then the result or the error. The generation lives in the Query cache; its changes
// arrive over server-sent events (GET /api/generations/:id/events) where the browser has
// EventSource, and otherwise (or when the stream fails, e.g. too many open) through Query's
// polling of GET /api/generations/:id. Both stop when the generation ends or the page unmounts.
export function useGeneration() {
  const queryClient = useQueryClient();
  const [id, setId] = useState<string | null>(null);
  const [mode, setMode] = useState<"stream" | "poll">("poll");
  const follow = useRef<Follow | null>(null);

  const query = useQuery({
    queryKey: generationKey(id),
    queryFn: () => api("GET /api/generations/{id}", { params: { id: id ?? "" } }),
    enabled: id !== null && mode === "poll",
    refetchInterval: (q) => (mode === "poll" && (!q.state.data || isActive(q.state.data)) ? POLL_MS : false),
  });
  const generation = id ? (query.data ?? null) : null;

  // The live stream: each `progress` event is the whole generation.
  useEffect(() => {
    if (!id || mode !== "stream") return;
    const source = new EventSource(`/api/generations/${encodeURIComponent(id)}/events`, {
      withCredentials: true,
    });
    let ended = false;
    source.addEventListener("progress", (event) => {
      const next = JSON.parse((event as MessageEvent<string>).data) as TGeneration;
      queryClient.setQueryData(generationKey(id), next);
      if (!isActive(next)) {
        ended = true;
        source.close();
      }
    });
    // The server closes the stream after the final event; any other error falls back to polling.
    source.addEventListener("error", () => {
      source.close();
      if (!ended) setMode("poll");
    });
    return () => source.close();
  }, [id, mode, queryClient]);

  // `start` answers once the generation has ended.
  useEffect(() => {
    const waiting = follow.current;
    if (!waiting || waiting.id !== id) return;
    if (generation && !isActive(generation)) {
      follow.current = null;
      waiting.resolve(generation);
    } else if (query.error) {
      follow.current = null;
      waiting.reject(query.error);
    }
  }, [id, generation, query.error]);

  const create = useMutation({
    mutationFn: (request: TCreateGeneration) => api("POST /api/generations", { json: request }),
  });

  // Follows a generation that already exists (a version made by an edit or a restore) until it ends.
  const followId = useCallback((followed: string): Promise<TGeneration> => {
    setMode(typeof EventSource === "undefined" ? "poll" : "stream");
    setId(followed);
    return new Promise<TGeneration>((resolve, reject) => {
      follow.current = { id: followed, resolve, reject };
    });
  }, []);

  const start = useCallback(
    async (request: TCreateGeneration): Promise<TGeneration> => {
      const { generation: created } = await create.mutateAsync(request);
      queryClient.setQueryData(generationKey(created.id), created);
      return followId(created.id);
    },
    [create.mutateAsync, queryClient, followId],
  );

  const reset = useCallback(() => {
    follow.current = null;
    setId(null);
  }, []);

  const busy = create.isPending || (generation !== null && isActive(generation));
  return { generation, busy, start, follow: followId, reset };
}
