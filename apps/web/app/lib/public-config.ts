import { useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

/** What the server offers the browser (GET /api/config): read once per visit through Query. */
export function usePublicConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ["public-config"],
    queryFn: () => api("GET /api/config"),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
