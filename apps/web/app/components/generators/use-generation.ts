import type { TCreateGeneration, TGeneration } from "@reelforge/contract";
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "../../lib/api-client";
import { isActive } from "./generation-files";

const POLL_MS = 700;

// Starts a generation and follows it until it finishes: `generation` holds the live stage and
// percent, then the result or the error. Polling stops when the page unmounts.
export function useGeneration() {
  const [generation, setGeneration] = useState<TGeneration | null>(null);
  const [starting, setStarting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const follow = useCallback((id: string) => {
    return new Promise<TGeneration>((resolve, reject) => {
      const tick = async () => {
        if (!alive.current) return;
        try {
          const next = await api("GET /api/generations/{id}", { params: { id } });
          if (!alive.current) return;
          setGeneration(next);
          if (isActive(next)) timer.current = setTimeout(tick, POLL_MS);
          else resolve(next);
        } catch (error) {
          reject(error);
        }
      };
      timer.current = setTimeout(tick, POLL_MS);
    });
  }, []);

  const start = useCallback(
    async (request: TCreateGeneration): Promise<TGeneration> => {
      setStarting(true);
      try {
        const { generation: created } = await api("POST /api/generations", { json: request });
        setGeneration(created);
        return await follow(created.id);
      } finally {
        setStarting(false);
      }
    },
    [follow],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setGeneration(null);
  }, []);

  const busy = starting || (generation !== null && isActive(generation));
  return { generation, busy, start, reset };
}
