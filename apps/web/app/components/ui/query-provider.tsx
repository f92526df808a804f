import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";

// One QueryClient for the whole visit, kept across navigations between the dashboard and the
// public pages (root.tsx mounts this provider only under /dashboard, loading it on demand).
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

export default function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
