import { type MouseEvent, type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { SIGNUP_PATH } from "../../content/site";
import type { DashboardTool } from "../../content/tool-pages";
import { api } from "../../lib/api-client";
import { chosenPlanQuery } from "../../lib/chosen-plan";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "../ui/button";

// A tool page's main button: signed-in visitors go to the matching dashboard tool, everyone else
// to sign-up carrying the tool (`?next=`), which opens once they have verified their e-mail. The
// session check (GET /api/user/checkAuthroute) runs only on click, so prerendered pages make no call
// on load; without JavaScript the plain link still leads to sign-up with the tool.
export function isSignedIn(): Promise<boolean> {
  return api("GET /api/user/checkAuthroute").then(
    () => true,
    () => false,
  );
}

export function ToolCtaButton({
  target,
  children,
  variant = "primary",
  size = "lg",
}: {
  target: DashboardTool;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const signup = `${SIGNUP_PATH}${chosenPlanQuery({ next: target })}`;

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setBusy(true);
    const signedIn = await isSignedIn();
    setBusy(false);
    navigate(signedIn ? target : signup);
  }

  return (
    <a href={signup} onClick={onClick} aria-busy={busy} className={buttonClasses(variant, size)}>
      {children}
    </a>
  );
}
