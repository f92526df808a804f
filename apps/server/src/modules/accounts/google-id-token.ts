import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";

export type GoogleIdentity = {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
  picture: string | null;
};

const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];

export type GoogleTokenVerifier = (credential: string) => Promise<GoogleIdentity>;

export class InvalidGoogleToken extends Error {
  override name = "InvalidGoogleToken";
}

// Checks a Google ID token (Sign in with Google's `credential`): signature against Google's
// published keys, issuer, audience = our client id, expiry. Only the token says who the user is.
export function createGoogleTokenVerifier(options: {
  clientId: string;
  jwksUrl: string;
  now: () => number;
}): GoogleTokenVerifier {
  // jose caches the key set and refetches it when a token names an unknown key id.
  const jwks = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5000 });
  return async (credential) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(credential, jwks, {
        issuer: GOOGLE_ISSUERS,
        audience: options.clientId,
        algorithms: ["RS256"],
        requiredClaims: ["sub", "exp", "iat"],
        currentDate: new Date(options.now()),
        clockTolerance: 30,
      }));
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidGoogleToken(error.code);
      throw error;
    }
    const email = typeof payload.email === "string" ? payload.email : "";
    if (!payload.sub || !email) throw new InvalidGoogleToken("token has no subject or email");
    return {
      sub: payload.sub,
      email,
      emailVerified: payload.email_verified === true || payload.email_verified === "true",
      name: typeof payload.name === "string" ? payload.name : "",
      picture: typeof payload.picture === "string" ? payload.picture : null,
    };
  };
}
