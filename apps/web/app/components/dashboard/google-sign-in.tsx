import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "react-toastify";
import { api } from "../../lib/api-client";
import { usePublicConfig } from "../../lib/public-config";
import { storeSessionUser } from "../../lib/session";
import { useTheme } from "../../lib/theme";
import { OrDivider } from "./auth-layout";

// Google Identity Services, loaded only when the server has a Google client id (GET /api/config).
type GoogleId = {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      theme: string;
      size: string;
      text: string;
      shape: string;
      width: number;
      logo_alignment: string;
    },
  ): void;
};
declare global {
  interface Window {
    google?: { accounts: { id: GoogleId } };
  }
}

const GIS_SRC = "https://accounts.google.com/gsi/client";

function loadGoogleScript(): Promise<GoogleId> {
  if (window.google?.accounts.id) return Promise.resolve(window.google.accounts.id);
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${GIS_SRC}"]`);
    const script = existing ?? Object.assign(document.createElement("script"), { src: GIS_SRC, async: true });
    script.addEventListener("load", () =>
      window.google ? resolve(window.google.accounts.id) : reject(new Error("Google sign-in did not load")),
    );
    script.addEventListener("error", () => reject(new Error("Google sign-in could not be loaded")));
    if (!existing) document.head.append(script);
  });
}

/** Google button plus an "or" divider; renders nothing when Google sign-in is not configured. */
export function GoogleSignIn({
  text,
  next = "/dashboard/text-to-script",
}: {
  text: "signin_with" | "signup_with";
  /** Where a successful sign-in goes (a chosen plan's checkout, or the spec's text-to-script). */
  next?: string;
}) {
  const { data } = usePublicConfig();
  const clientId = data?.googleClientId ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { theme } = useTheme();

  useEffect(() => {
    if (!clientId || !container.current) return;
    const parent = container.current;
    let cancelled = false;
    loadGoogleScript()
      .then((gis) => {
        if (cancelled) return;
        gis.initialize({
          client_id: clientId,
          callback: ({ credential }) => {
            api("POST /api/user/googleAuth", { json: { credential } })
              .then(({ user }) => {
                storeSessionUser(queryClient, user);
                toast.success("Log in Sucessfuly");
                navigate(next);
              })
              // SPEC 8: a Google sign-in failure is logged only.
              .catch((error: unknown) => console.error("Google sign-in failed", error));
          },
        });
        parent.replaceChildren();
        gis.renderButton(parent, {
          theme: theme === "dark" ? "filled_black" : "outline",
          size: "large",
          text,
          shape: "pill",
          width: Math.min(parent.clientWidth || 400, 400),
          logo_alignment: "center",
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text, theme, navigate, queryClient, next]);

  if (!clientId || failed) return null;
  return (
    <>
      <div ref={container} className="flex min-h-11 justify-center" />
      <OrDivider />
    </>
  );
}
