import { type TCreatedToken, TOKEN_SCOPES, type TTokenScope } from "@reelforge/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toast } from "react-toastify";
import { api, errorText, type JsonOf } from "../../lib/api-client";
import { Button } from "../ui/button";
import { ConfirmDialog } from "../ui/dialog";
import { Checkbox, Input } from "../ui/field";
import { Spinner } from "../ui/spinner";

const SCOPE_TEXT: Record<TTokenScope, string> = {
  generate: "generate: start, cancel and delete generations",
  read: "read: the library, a generation's progress and its files",
};

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "never";

const TOKENS_KEY = ["api-tokens"] as const;

// "API tokens" sub-tab: make a token (its text is shown once), see every token's scopes, creation
// and last use, and revoke one. Tokens work on the generation, upload and library calls.
export function ApiTokens() {
  const queryClient = useQueryClient();
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: async () => (await api("GET /api/tokens")).items,
  });
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<TTokenScope[]>(["generate", "read"]);
  const [created, setCreated] = useState<(TCreatedToken & { name: string }) | null>(null);
  const create = useMutation({
    mutationFn: (json: JsonOf<"POST /api/tokens">) => api("POST /api/tokens", { json }),
    onSuccess: (token) => {
      setCreated({ ...token, name });
      setName("");
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (error) => toast.error(errorText(error, true)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scopes });
  };
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => toast.success("Copied"),
      () => toast.error("Could not copy; select the text instead"),
    );

  return (
    <div className="grid gap-8">
      <p className="max-w-2xl text-[15px] text-slate-600 dark:text-slate-400">
        Use ReelForge from your own scripts: send a token as <code>Authorization: Bearer &lt;token&gt;</code>{" "}
        on the generation and library calls (see{" "}
        <a className="text-brand-700 underline dark:text-brand-300" href="/api/openapi.json">
          the API reference
        </a>
        ). What a token generates counts against your plan.
      </p>

      <form onSubmit={submit} className="grid max-w-md gap-4" aria-label="New API token">
        <Input
          label="Token name"
          value={name}
          maxLength={80}
          placeholder="e.g. Zapier, CI pipeline"
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-100">Scopes</legend>
          {TOKEN_SCOPES.map((scope) => (
            <Checkbox
              key={scope}
              label={SCOPE_TEXT[scope]}
              checked={scopes.includes(scope)}
              onChange={(event) =>
                setScopes((current) =>
                  event.target.checked ? [...current, scope] : current.filter((s) => s !== scope),
                )
              }
            />
          ))}
        </fieldset>
        <Button
          type="submit"
          variant="strong"
          size="block"
          pending={create.isPending}
          pendingLabel="Creating the token"
          disabled={!name.trim() || !scopes.length}
        >
          Create token
        </Button>
      </form>

      {created && (
        <section
          aria-live="polite"
          className="grid max-w-2xl gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 dark:border-amber-400/40 dark:bg-amber-400/10"
        >
          <h3 className="font-semibold text-slate-900 dark:text-white">
            “{created.name}” is ready. Copy it now: it is not shown again.
          </h3>
          {[
            ["Token", created.token],
            ["Webhook secret (signs completion webhooks of its generations)", created.webhookSecret],
          ].map(([label, value]) => (
            <div key={label} className="grid gap-1">
              <span className="text-sm text-slate-700 dark:text-slate-300">{label}</span>
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 break-all rounded-lg bg-white px-3 py-2 text-sm dark:bg-slate-950">
                  {value}
                </code>
                <Button variant="outline" size="sm" onClick={() => copy(value as string)}>
                  Copy
                </Button>
              </div>
            </div>
          ))}
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setCreated(null)}>
            Done
          </Button>
        </section>
      )}

      <section aria-label="Your API tokens" className="grid gap-3">
        <h3 className="font-semibold text-slate-900 dark:text-white">Your tokens</h3>
        {tokens.isPending && <Spinner label="Loading tokens" className="size-6" />}
        {tokens.isError && (
          <p role="alert" className="text-red-600 dark:text-red-400">
            {errorText(tokens.error)}
          </p>
        )}
        {tokens.data && tokens.data.length === 0 && (
          <p className="text-sm text-slate-600 dark:text-slate-400">No tokens yet.</p>
        )}
        {tokens.data && tokens.data.length > 0 && (
          <ul className="grid gap-2">
            {tokens.data.map((token) => (
              <li
                key={token.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 px-4 py-3 dark:border-slate-800"
              >
                <div className="grid gap-0.5">
                  <span className="font-semibold text-slate-900 dark:text-white">
                    {token.name} <code className="text-xs font-normal text-slate-500">{token.prefix}</code>
                  </span>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {token.scopes.join(", ")} · created {when(token.createdAt)} · last used{" "}
                    {when(token.lastUsedAt)}
                  </span>
                </div>
                <RevokeToken token={token} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

// Revoke, after a question (role=alertdialog: "Keep it" has the focus, Escape keeps the token).
function RevokeToken({ token }: { token: { id: string; name: string } }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => api("DELETE /api/tokens/{id}", { params: { id: token.id } }),
    onSuccess: () => {
      setOpen(false);
      toast.success("Token revoked");
      void queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
      trigger={
        <Button variant="outline" size="sm">
          Revoke <span className="sr-only">{token.name}</span>
        </Button>
      }
      title={`Revoke “${token.name}”?`}
      description="Calls made with it stop working at once. This cannot be undone."
      error={revoke.error ? errorText(revoke.error) : null}
      cancelLabel="Keep it"
      confirmLabel="Revoke"
      pending={revoke.isPending}
      pendingLabel="Revoking"
      onConfirm={() => revoke.mutate()}
    />
  );
}
