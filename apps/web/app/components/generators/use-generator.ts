import type { TCreateGeneration } from "@reelforge/contract";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { toast } from "react-toastify";
import { ApiError, errorText } from "../../lib/api-client";
import { firstErrorMessage } from "../../lib/field-errors";
import { useGeneration } from "./use-generation";

export type GeneratorMessages = {
  /** The toast when the generation succeeds ("Meme Generated"). */
  succeeded: string;
  /** The toast when it fails without saying why. */
  failed: string;
  /** The toast for an error that is not the API's answer (default: the error's own message). */
  unexpected?: string;
};

/** What the toast says of an error thrown while starting or following a generation. */
export function startErrorText(error: unknown, messages: GeneratorMessages): string {
  return messages.unexpected !== undefined && !(error instanceof ApiError)
    ? messages.unexpected
    : errorText(error);
}

// A generator page's generation (useGeneration), with `submit`: starts one and says in a toast how it
// ended (or why it could not start), and `finished`: the generation once it has succeeded.
export function useGenerator(messages: GeneratorMessages) {
  const { generation, busy, start, reset } = useGeneration();

  async function submit(request: TCreateGeneration): Promise<void> {
    try {
      const done = await start(request);
      if (done.status === "succeeded") toast.success(messages.succeeded);
      else if (done.status === "failed") toast.error(done.error ?? messages.failed);
    } catch (error) {
      toast.error(startErrorText(error, messages));
    }
  }

  const finished = generation?.status === "succeeded" ? generation : null;
  return { generation, busy, start, reset, submit, finished };
}

/**
 * The handler of a form's refused submit: the first field's message in a toast (the fields show theirs
 * too), or `fallback` when no field says why.
 */
export function toastFirstError<V extends FieldValues>(fallback?: string) {
  return (invalid: FieldErrors<V>) => {
    const message = firstErrorMessage(invalid) ?? fallback;
    if (message) toast.error(message);
  };
}
