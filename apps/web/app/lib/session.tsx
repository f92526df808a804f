import type { TUser } from "@reelforge/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { api } from "./api-client";
import { rememberSignedIn } from "./signed-in";

// The signed-in user lives in the TanStack Query cache under one key, so a login or verify answer
// can store it (no second round trip) and every part of the app reads the same value.
export const SESSION_QUERY_KEY = ["session"] as const;

/** The session check as a query: the dashboard's guard and the public pages' header share it. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => {
    try {
      const { user } = await api("GET /api/user/checkAuthroute");
      rememberSignedIn(true);
      return user;
    } catch (error) {
      rememberSignedIn(false);
      throw error;
    }
  },
  // A session changes only through our own calls, which update the cache themselves.
  staleTime: 60_000,
  retry: false,
});

export function useSessionQuery() {
  return useQuery(sessionQuery);
}

export function storeSessionUser(queryClient: QueryClient, user: TUser): void {
  // Another account's cached data (profile, usage...) must never show for this one.
  const previous = queryClient.getQueryData<TUser>(SESSION_QUERY_KEY);
  if (previous && previous.id !== user.id) queryClient.clear();
  queryClient.setQueryData(SESSION_QUERY_KEY, user);
  rememberSignedIn(true);
}

/** On sign-out: everything cached belonged to the user who left. */
export function clearSessionUser(queryClient: QueryClient): void {
  queryClient.clear();
  rememberSignedIn(false);
}

const SessionContext = createContext<TUser | null>(null);
export const SessionProvider = SessionContext.Provider;

/** The signed-in user inside the session guard; throws if used outside it (a programming error). */
export function useSessionUser(): TUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error("useSessionUser must be used inside the dashboard session guard");
  return user;
}
