import { useEffect, useState } from "react";
import { Button } from "../ui/button";

// The home page's mobile block: installs the web app instead of promising a store app.
// Chrome, Edge and Android offer an install prompt (kept by public/install-prompt.js); Safari on
// iPhone and iPad has none, so it gets the Add to Home Screen steps; others get general steps.

type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
};

declare global {
  interface Window {
    __reelforgeInstall?: InstallPromptEvent;
  }
}

type Mode = "unknown" | "prompt" | "ios" | "installed" | "manual";

function detect(): Mode {
  if (window.matchMedia?.("(display-mode: standalone)").matches) return "installed";
  if (window.__reelforgeInstall) return "prompt";
  const ua = navigator.userAgent;
  const ios = /iPhone|iPad|iPod/.test(ua) || (ua.includes("Macintosh") && navigator.maxTouchPoints > 1);
  return ios ? "ios" : "manual";
}

export function InstallApp() {
  const [mode, setMode] = useState<Mode>("unknown");
  useEffect(() => {
    setMode(detect());
    const offered = () => setMode(detect());
    const installed = () => setMode("installed");
    window.addEventListener("reelforge:installable", offered);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener("reelforge:installable", offered);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);

  async function install() {
    const event = window.__reelforgeInstall;
    if (!event) return;
    window.__reelforgeInstall = undefined;
    await event.prompt();
    const { outcome } = await event.userChoice;
    setMode(outcome === "accepted" ? "installed" : detect());
  }

  return (
    <div
      data-testid="install-app"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <p className="font-semibold text-slate-900 dark:text-white">Install the ReelForge web app</p>
      {mode === "prompt" ? (
        <Button variant="strong" size="box" className="mt-3" onClick={() => void install()}>
          Install app
        </Button>
      ) : mode === "installed" ? (
        <p className="mt-1">Installed: open ReelForge from your home screen or app list.</p>
      ) : mode === "ios" ? (
        <p className="mt-1">
          In Safari, tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </p>
      ) : (
        <p className="mt-1">
          It opens in its own window, without app stores. On iPhone or iPad: in Safari tap{" "}
          <strong>Share</strong>, then <strong>Add to Home Screen</strong>. On Android or a computer: open the
          browser menu and choose <strong>Install app</strong> or <strong>Add to Home screen</strong>.
        </p>
      )}
    </div>
  );
}
