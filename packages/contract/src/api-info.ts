// The OpenAPI document's title and introduction; /developers shows the same text above the
// reference. Each way to authenticate is one entry of API_AUTHENTICATION.

export const API_AUTHENTICATION = [
  {
    scheme: "sessionCookie",
    title: "Session cookie",
    text: "Log in with `POST /api/user/login` (e-mail and password) and keep the `rf.session_token` cookie it sets; every call marked with the lock sends it back. Browsers do this by themselves. State-changing calls from another site are refused, so call from a server or a script, not from another site's page.",
    example:
      'curl -c jar.txt -H \'content-type: application/json\' \\\n  -d \'{"email":"you@example.com","password":"your password"}\' \\\n  https://reelforge.example/api/user/login\ncurl -b jar.txt https://reelforge.example/api/user/checkAuthroute',
  },
] as const;

export const OPENAPI_INFO = {
  title: "ReelForge API",
  version: "1.0.0",
  description: [
    "Every call the ReelForge web app makes, with its request and answer schemas.",
    "Errors always answer `{ message, extraDetails?, code }`: `message` is for people, `code` is stable for programs, `extraDetails` lists every invalid field.",
    "## Authentication",
    ...API_AUTHENTICATION.map((way) => `**${way.title}**: ${way.text}`),
  ].join("\n\n"),
};
