import type { TUser } from "@reelforge/contract";
import { useEffect, useState } from "react";

// The session cookie is httpOnly, so pages outside the dashboard cannot see it. The app keeps a
// hint in localStorage while someone is signed in on this browser: pages that only want to know
// "is someone signed in?" (the marketing header, the login and sign-up pages) check the session
// with the server only when the hint is there, so a signed-out visitor sends no request.
const HINT_KEY = "reelforge-signed-in";

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(HINT_KEY, "1");
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage can be off (private mode): the pages then simply act as signed out.
  }
}

export function maybeSignedIn(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * The signed-in user, once the server confirms it; null while unknown or signed out. It is the
 * dashboard's session query in the one QueryClient of the visit (so going on to the dashboard asks
 * nothing again, and a sign-out there shows here), watched from outside a provider: the public
 * pages have none, and a signed-out visitor's pages load neither Query nor the API client.
 */
export function useSignedInUser(): TUser | null {
  const [user, setUser] = useState<TUser | null>(null);
  useEffect(() => {
    if (!maybeSignedIn()) return;
    let live = true;
    let stop = () => {};
    Promise.all([
      import("@tanstack/react-query"),
      import("../components/ui/query-provider"),
      import("./session"),
    ]).then(([{ QueryObserver }, { queryClient }, { sessionQuery }]) => {
      if (!live) return;
      const observer = new QueryObserver(queryClient, sessionQuery);
      const show = (result: { data?: TUser | undefined }) => setUser(result.data ?? null);
      stop = observer.subscribe(show);
      show(observer.getCurrentResult());
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return user;
}
