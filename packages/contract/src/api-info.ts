// The OpenAPI document's title and introduction; /developers shows the same text above the
// reference. Each way to authenticate is one entry of API_AUTHENTICATION (its `scheme` is the
// name of its security scheme in the document, registered in apps/server/src/platform/
// openapi-document.ts): personal API tokens (`Authorization: Bearer`) are the next entry.

export const API_AUTHENTICATION = [
  {
    scheme: "sessionCookie",
    title: "Session cookie",
    text: "Log in with `POST /api/user/login` (e-mail and password) and keep the `rf.session_token` cookie it sets; every call marked with the lock sends it back. Browsers do this by themselves. State-changing calls from another site are refused, so call from a server or a script, not from another site's page.",
    example:
      'curl -c jar.txt -H \'content-type: application/json\' \\\n  -d \'{"email":"you@example.com","password":"your password"}\' \\\n  https://reelforge.example/api/user/login\ncurl -b jar.txt https://reelforge.example/api/user/checkAuthroute',
  },
  {
    scheme: "apiToken",
    title: "Personal API token",
    text: "Make a token in your profile (API tokens) or with `POST /api/tokens {name, scopes}`; its text is shown once. Send it as `Authorization: Bearer <token>` on the generation, upload and library calls (scope `generate` to start, cancel and delete; `read` to list, follow and download). Tokens never work on account, token or billing calls. Each token may make 120 calls a minute; what it generates counts against your plan.",
    example:
      'curl -H "Authorization: Bearer $REELFORGE_TOKEN" -H \'content-type: application/json\' \\\n  -d \'{"kind":"faceless","input":{"script":"Three tips for better sleep."}}\' \\\n  https://reelforge.example/api/generations\ncurl -H "Authorization: Bearer $REELFORGE_TOKEN" https://reelforge.example/api/generations/<id>',
  },
] as const;

export const API_WEBHOOKS = {
  title: "Completion webhooks",
  text: 'A generation started with an API token may name `webhookUrl` (https, a public address). When it succeeds or fails, ReelForge POSTs `{ type: "generation.succeeded" | "generation.failed", generation }` there, with the header `X-ReelForge-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(webhookSecret, t + "." + body)>` where `webhookSecret` is the token\'s (answered once by `POST /api/tokens`). Compute the HMAC over the raw body, compare in constant time and refuse an old `t`. An answer other than 2xx is retried with exponential backoff (10 s, 20 s, 40 s ... 8 tries).',
  example:
    '// Node: verify a delivery\nconst [t, v1] = header.split(",").map((p) => p.split("=")[1]);\nconst ok = crypto.createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex") === v1;',
} as const;

export const OPENAPI_INFO = {
  title: "ReelForge API",
  version: "1.0.0",
  description: [
    "Every call the ReelForge web app makes, with its request and answer schemas.",
    "Errors always answer `{ message, extraDetails?, code }`: `message` is for people, `code` is stable for programs, `extraDetails` lists every invalid field.",
    "## Authentication",
    ...API_AUTHENTICATION.map((way) => `**${way.title}**: ${way.text}`),
    "## Completion webhooks",
    API_WEBHOOKS.text,
  ].join("\n\n"),
};
