// The body of a chat.completion as OpenAI (and compatible servers) return it, for local servers that
// stand in for a language model in tests: a text answer, or a message that calls functions.
// Used only by *.test.ts files (the server's tests reach it as @reelforge/studio/test-support/openai-chat).

export interface FunctionCall {
  name: string;
  /** The function's arguments, sent as the JSON string OpenAI sends. */
  args: unknown;
}

export function chatCompletion(
  answer: { content: string | null } | { calls: FunctionCall[] },
  extra: { model?: string; usage?: boolean } = {},
) {
  const message =
    "calls" in answer
      ? {
          role: "assistant",
          content: null,
          refusal: null,
          tool_calls: answer.calls.map((c, k) => ({
            id: `call_${k}`,
            type: "function",
            function: { name: c.name, arguments: JSON.stringify(c.args) },
          })),
        }
      : { role: "assistant", content: answer.content, refusal: null };
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: extra.model ?? "gpt-4o-mini",
    choices: [{ index: 0, message, finish_reason: "calls" in answer ? "tool_calls" : "stop" }],
    ...(extra.usage ? { usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } } : {}),
  };
}
