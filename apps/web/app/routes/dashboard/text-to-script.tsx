import { zodResolver } from "@hookform/resolvers/zod";
import { type TGeneration, ZScriptInput } from "@reelforge/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import Markdown, { type Components } from "react-markdown";
import { useSearchParams } from "react-router";
import { toast } from "react-toastify";
import type { z } from "zod";
import { CreditsList } from "../../components/generators/credits-list";
import { GenerationEstimate } from "../../components/generators/generation-estimate";
import { PageFrame } from "../../components/generators/page-frame";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Textarea } from "../../components/ui/field";
import { ChevronLeftIcon, ChevronRightIcon, ScriptIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { api, errorText } from "../../lib/api-client";

export function meta() {
  return [{ title: "Text to script · ReelForge" }];
}

const PRESETS = ["Create AI Explainer", "Create Animated Film", "Create Scripted Video", "Education Series"];
// SPEC 9: preset-chip scroll step.
const SCROLL_STEP = 200;

// The spec reads `result`; `id` (ours) finds the credits of the reply.

type Message = {
  id: string;
  role: "user" | "assistant";
  text: string;
  credits?: { role: string; label: string }[];
};

// The writer answers in markdown (# title, ## Hook, numbered scenes with *Visual* notes). It is rendered
// as elements, never as HTML: react-markdown builds React nodes and drops raw HTML in the text, and links
// only keep http(s) and mailto addresses (its default URL filter).
const MARKDOWN: Components = {
  h1: ({ children }) => <h3 className="mb-2 text-lg font-bold text-slate-900 dark:text-white">{children}</h3>,
  h2: ({ children }) => (
    <h4 className="mt-3 mb-1 text-sm font-bold uppercase tracking-wide text-brand-700 dark:text-brand-300">
      {children}
    </h4>
  ),
  h3: ({ children }) => <h5 className="mt-2 font-semibold">{children}</h5>,
  p: ({ children }) => <p className="my-1">{children}</p>,
  ol: ({ children }) => <ol className="my-1 list-decimal space-y-2 pl-5">{children}</ol>,
  ul: ({ children }) => <ul className="my-1 list-disc space-y-1 pl-5">{children}</ul>,
  em: ({ children }) => <em className="text-slate-600 dark:text-slate-300">{children}</em>,
  blockquote: ({ children }) => (
    <blockquote className="my-2 border-l-4 border-slate-300 pl-3 text-slate-600 dark:border-slate-600">
      {children}
    </blockquote>
  ),
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline">
      {children}
    </a>
  ),
  img: () => null,
};

/** An assistant reply: the writer's markdown as headings, lists and emphasis. */
export function AssistantText({ text }: { text: string }) {
  return (
    <div className="text-[15px] leading-relaxed" data-testid="assistant-message">
      <Markdown components={MARKDOWN} skipHtml>
        {text}
      </Markdown>
    </div>
  );
}

type Values = z.input<typeof ZScriptInput>;
type Request = z.output<typeof ZScriptInput>;

// The longest conversation shown again (each reply names the one it follows).
const MAX_EXCHANGES = 50;

/** The exchange that ends with reply `id`, oldest first: each step's message and its reply. */
async function loadConversation(id: string): Promise<Message[]> {
  const steps: TGeneration[] = [];
  const seen = new Set<string>();
  let next: string | undefined = id;
  while (next && !seen.has(next) && steps.length < MAX_EXCHANGES) {
    seen.add(next);
    const step: TGeneration | null = await api("GET /api/generations/{id}", { params: { id: next } }).catch(
      () => null,
    );
    if (step?.kind !== "script") break;
    steps.unshift(step);
    next = step.follows;
  }
  return steps.flatMap((step) => [
    { id: `${step.id}-message`, role: "user" as const, text: step.message ?? step.title },
    {
      id: step.id,
      role: "assistant" as const,
      text: step.result?.text ?? step.error ?? "",
      ...(step.result?.credits ? { credits: step.result.credits } : {}),
    },
  ]);
}

export default function TextToScriptPage() {
  // The message box is a form checked by the contract's schema (its error shows under the box).
  const form = useForm<Values, unknown, Request>({
    resolver: zodResolver(ZScriptInput),
    defaultValues: { script: "" },
  });
  const draft = form.watch("script") ?? "";
  const chips = useRef<HTMLDivElement>(null);
  // The conversation lives in the address (?id= of its latest reply): a reload or the library's
  // "Open conversation" shows the whole exchange again, and the next message continues it.
  const [params, setParams] = useSearchParams();
  const lastId = params.get("id");
  // The exchange on screen: the one the address named when it was opened (read through Query),
  // then what was said here since. The replies made here change the address but load nothing.
  const [made, setMade] = useState<ReadonlySet<string>>(() => new Set());
  const base = useRef(lastId);
  if (!(lastId && made.has(lastId))) base.current = lastId;
  const opened = base.current;
  // What was said here since, kept with the exchange it continues.
  const [said, setSaid] = useState<{ after: string | null; list: Message[] }>({ after: null, list: [] });
  const say = (message: Message) =>
    setSaid((now) => ({ after: opened, list: [...(now.after === opened ? now.list : []), message] }));
  const earlier = useQuery({
    queryKey: ["conversation", opened],
    queryFn: () => loadConversation(opened ?? ""),
    enabled: opened !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const messages = [...(opened ? (earlier.data ?? []) : []), ...(said.after === opened ? said.list : [])];

  const reply = useMutation({
    mutationFn: async ({ script, follows }: { script: string; follows: string | null }) => {
      const response = await api("POST /api/text-to-script/generate", {
        json: { script, ...(follows ? { follows } : {}) },
      });
      const step = await api("GET /api/generations/{id}", { params: { id: response.id } }).catch(() => null);
      return { response, credits: step?.result?.credits };
    },
    onSuccess: ({ response, credits }) => {
      const answer: Message = { id: crypto.randomUUID(), role: "assistant", text: response.result };
      if (credits) answer.credits = credits;
      say(answer);
      setMade((ids) => new Set(ids).add(response.id));
      setParams({ id: response.id }, { replace: true });
      toast.success("Generated Successfully");
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const pending = reply.isPending || (opened !== null && earlier.isPending);

  function send(text: string) {
    const script = text.trim();
    if (!script || pending) return;
    say({ id: crypto.randomUUID(), role: "user", text: script });
    form.reset({ script: "" });
    reply.mutate({ script, follows: lastId });
  }

  const onSubmit = form.handleSubmit(({ script }: Request) => send(script));

  return (
    <PageFrame
      icon={ScriptIcon}
      title="Text to script"
      lead="Describe the video you want; get a ready-to-record script with a hook, scenes and a call to action."
    >
      <Card as="section" aria-label="Conversation" className="min-h-64">
        {messages.length === 0 && !pending ? (
          <p className="text-center text-slate-600 dark:text-slate-400">
            Start with a preset or write your own message below.
          </p>
        ) : (
          <ol className="space-y-4">
            {messages.map((message) => (
              <li
                key={message.id}
                className={message.role === "user" ? "flex justify-end" : "flex justify-start"}
              >
                <div
                  className={
                    message.role === "user"
                      ? "max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-3 text-white"
                      : "max-w-[95%] rounded-2xl rounded-bl-md bg-slate-100 px-4 py-3 text-slate-800 dark:bg-slate-800 dark:text-slate-100"
                  }
                >
                  {message.role === "user" ? (
                    <p className="whitespace-pre-wrap text-[15px] leading-relaxed" data-testid="user-message">
                      {message.text}
                    </p>
                  ) : (
                    <AssistantText text={message.text} />
                  )}
                  {message.role === "assistant" && (
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                      <CreditsList credits={message.credits} />
                      <Button
                        variant="ghost"
                        size="inline"
                        className="rounded-lg px-2.5 py-1 text-sm"
                        onClick={() =>
                          void navigator.clipboard
                            ?.writeText(message.text)
                            .then(() => toast.success("Copied"))
                            .catch(() => toast.error("Could not copy"))
                        }
                      >
                        Copy
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            ))}
            {pending && (
              <li className="flex justify-start">
                <div className="rounded-2xl bg-slate-100 px-4 py-3 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                  <Spinner label="Writing your script" />
                </div>
              </li>
            )}
          </ol>
        )}
      </Card>

      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Scroll presets left"
          onClick={() => chips.current?.scrollBy({ left: -SCROLL_STEP, behavior: "smooth" })}
        >
          <ChevronLeftIcon className="size-4" />
        </Button>
        <div ref={chips} className="flex flex-1 gap-2 overflow-x-auto scroll-smooth [scrollbar-width:none]">
          {PRESETS.map((preset) => (
            <Button
              key={preset}
              variant="chip"
              size="chip"
              onClick={() => void send(preset)}
              disabled={pending}
            >
              {preset}
            </Button>
          ))}
        </div>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label="Scroll presets right"
          onClick={() => chips.current?.scrollBy({ left: SCROLL_STEP, behavior: "smooth" })}
        >
          <ChevronRightIcon className="size-4" />
        </Button>
      </div>

      <form onSubmit={onSubmit} noValidate className="flex items-start gap-2">
        <Textarea
          id="script-message"
          label="Message"
          hideLabel
          className="flex-1"
          inputClassName="resize-none"
          rows={2}
          placeholder="Send a message..."
          error={form.formState.errors.script?.message}
          {...form.register("script")}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void onSubmit();
            }
          }}
        />
        {!pending && (
          <Button type="submit" variant="strong" size="box" disabled={!draft.trim()}>
            Send
          </Button>
        )}
      </form>
      <GenerationEstimate kind="script" input={{ script: draft }} busy={pending} />
    </PageFrame>
  );
}
