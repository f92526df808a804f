import { Dialog } from "radix-ui";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { LOGIN_PATH, SIGNUP_PATH } from "../../content/site";
import { api } from "../../lib/api-client";
import { Button, ButtonLink } from "../ui/button";
import { CrossIcon } from "../ui/icons";
import type { AuthDialogKind } from "./auth-dialog-context";

// "Create your Free Account" (name + email) and "Login to your account" (email): both hand the
// visitor to the real dashboard flows with the fields pre-filled through query parameters.
export default function AuthDialogs({
  open,
  onOpenChange,
}: {
  open: AuthDialogKind | null;
  onOpenChange: (kind: AuthDialogKind | null) => void;
}) {
  // "Login With Google" shows only when the server has Google sign-in (GET /api/config), as on the
  // dashboard's own screens; until the answer comes, and when it fails, the button stays away.
  const [google, setGoogle] = useState(false);
  const opened = open !== null;
  useEffect(() => {
    if (!opened || google) return;
    let live = true;
    api("GET /api/config").then(
      (config) => live && setGoogle(config.googleClientId !== null),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [opened, google]);
  return (
    <>
      <AuthDialog
        title="Create your Free Account"
        description="Start free: 2 videos, 5 images and 10 scripts a month, no credit card required."
        open={open === "signup"}
        onClose={() => onOpenChange(null)}
        fields={["name", "email"]}
        google={google}
        target={SIGNUP_PATH}
        switchText="Already have an account?"
        switchLabel="Log in"
        onSwitch={() => onOpenChange("login")}
      />
      <AuthDialog
        title="Login to your account"
        description="Enter your email and we will take you to the sign-in screen."
        open={open === "login"}
        onClose={() => onOpenChange(null)}
        fields={["email"]}
        google={google}
        target={LOGIN_PATH}
        switchText="New to ReelForge?"
        switchLabel="Create a free account"
        onSwitch={() => onOpenChange("signup")}
      />
    </>
  );
}

const input =
  "mt-1 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400";

function AuthDialog(props: {
  title: string;
  description: string;
  open: boolean;
  onClose: () => void;
  fields: ("name" | "email")[];
  google: boolean;
  target: string;
  switchText: string;
  switchLabel: string;
  onSwitch: () => void;
}) {
  const navigate = useNavigate();
  const id = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query = new URLSearchParams();
    for (const field of props.fields) query.set(field, String(data.get(field) ?? "").trim());
    props.onClose();
    navigate(`${props.target}?${query.toString()}`);
  }

  return (
    <Dialog.Root open={props.open} onOpenChange={(next) => (next ? undefined : props.onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="auth-overlay fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="auth-dialog fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-2xl sm:p-8 dark:bg-slate-900">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <CrossIcon />
          </Dialog.Close>
          <Dialog.Title className="text-2xl font-bold">{props.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            {props.description}
          </Dialog.Description>
          {props.google ? (
            <>
              <ButtonLink to={props.target} variant="outline" className="mt-6 w-full" onClick={props.onClose}>
                <GoogleMark /> Login With Google
              </ButtonLink>
              <p className="my-4 flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
                or
                <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
              </p>
            </>
          ) : null}
          <form method="post" onSubmit={submit} className={`space-y-4 ${props.google ? "" : "mt-6"}`}>
            {props.fields.includes("name") ? (
              <div>
                <label htmlFor={`${id}-name`} className="text-sm font-medium">
                  Name
                </label>
                <input
                  id={`${id}-name`}
                  name="name"
                  required
                  autoComplete="name"
                  placeholder="Enter your name"
                  className={input}
                />
              </div>
            ) : null}
            <div>
              <label htmlFor={`${id}-email`} className="text-sm font-medium">
                Email
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="Enter your email"
                className={input}
              />
            </div>
            <Button type="submit" size="lg" className="w-full">
              Continue
            </Button>
          </form>
          <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">
            {props.switchText}{" "}
            <button
              type="button"
              onClick={props.onSwitch}
              className="font-semibold text-brand-700 underline dark:text-brand-300"
            >
              {props.switchLabel}
            </button>
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A neutral four-colour "G" glyph marking the Google sign-in path (the dashboard runs it). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
      />
      <path
        fill="#34A853"
        d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
      />
      <path fill="#FBBC05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" />
      <path
        fill="#EA4335"
        d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
      />
    </svg>
  );
}
