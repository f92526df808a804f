import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from "react";

// The landing-page signup and login dialogs (SPEC 2.3). Their code (Radix Dialog, the forms) is
// loaded on first open so prerendered pages ship none of it.
export type AuthDialogKind = "signup" | "login";

const AuthDialogs = lazy(() => import("./auth-dialogs"));

const Ctx = createContext<(kind: AuthDialogKind) => void>(() => {});

export function useOpenAuthDialog() {
  return useContext(Ctx);
}

/** Warm the dialog chunk when a pointer approaches a trigger, so the first open is instant. */
export function preloadAuthDialogs() {
  void import("./auth-dialogs");
}

export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<AuthDialogKind | null>(null);
  const [loaded, setLoaded] = useState(false);
  const openDialog = useCallback((kind: AuthDialogKind) => {
    setLoaded(true);
    setOpen(kind);
  }, []);
  const value = useMemo(() => openDialog, [openDialog]);
  return (
    <Ctx.Provider value={value}>
      {children}
      {loaded ? (
        <Suspense fallback={null}>
          <AuthDialogs open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </Ctx.Provider>
  );
}
