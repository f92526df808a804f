import { type FormEvent, useId } from "react";
import { useNavigate } from "react-router";
import { LOGIN_PATH, SIGNUP_PATH } from "../../content/site";
import { usePublicConfig } from "../../lib/public-config";
import { Button, ButtonLink } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/field";
import { GoogleMark } from "../ui/icons";
import QueryProvider from "../ui/query-provider";
import type { AuthDialogKind } from "./auth-dialog-context";

// "Create your Free Account" (name + email) and "Login to your account" (email): both hand the
// visitor to the real dashboard flows with the fields pre-filled through query parameters.
type Props = { open: AuthDialogKind | null; onOpenChange: (kind: AuthDialogKind | null) => void };

// Loaded on demand with the dialogs: the public pages' first view carries no Query.
export default function AuthDialogs(props: Props) {
  return (
    <QueryProvider>
      <Dialogs {...props} />
    </QueryProvider>
  );
}

function Dialogs({ open, onOpenChange }: Props) {
  // "Login With Google" shows only when the server has Google sign-in (GET /api/config), as on the
  // dashboard's own screens; until the answer comes, and when it fails, the button stays away.
  const config = usePublicConfig({ enabled: open !== null });
  const google = Boolean(config.data?.googleClientId);
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
    <Dialog
      open={props.open}
      onOpenChange={(next) => (next ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
    >
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
          <Input
            id={`${id}-name`}
            label="Name"
            size="lg"
            name="name"
            required
            autoComplete="name"
            placeholder="Enter your name"
          />
        ) : null}
        <Input
          id={`${id}-email`}
          label="Email"
          size="lg"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="Enter your email"
        />
        <Button type="submit" size="lg" className="w-full">
          Continue
        </Button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-600 dark:text-slate-300">
        {props.switchText}{" "}
        <Button variant="link" size="inline" onClick={props.onSwitch}>
          {props.switchLabel}
        </Button>
      </p>
    </Dialog>
  );
}
