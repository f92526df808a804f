import { useEffect } from "react";

// The service worker (/sw.js, written by the production build) is registered in production only,
// once the page is idle, on the pages where the web app is installed from or used: the dashboard
// and the home page's install block. Other marketing pages stay free of it.
export function wantsServiceWorker(pathname: string): boolean {
  return pathname === "/" || pathname === "/dashboard" || pathname.startsWith("/dashboard/");
}

export function useServiceWorker(pathname: string): void {
  const wanted = wantsServiceWorker(pathname);
  useEffect(() => {
    if (!import.meta.env.PROD || !wanted || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker
        .register("/sw.js", { scope: "/" })
        .catch((error: unknown) => console.error("Service worker not registered", error));
    };
    if ("requestIdleCallback" in window) {
      const id = window.requestIdleCallback(register, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(register, 1000);
    return () => clearTimeout(id);
  }, [wanted]);
}
