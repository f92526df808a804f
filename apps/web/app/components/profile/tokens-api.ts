import { type TCreateTokenRequest, ZCreatedToken, ZMessageResponse, ZTokenList } from "@reelforge/contract";
import { apiFetch, apiRequest } from "../../lib/api-client";

// Personal API tokens (POST/GET /api/tokens, DELETE /api/tokens/{id}).

export const TOKENS_KEY = ["api-tokens"] as const;

export const listTokens = async () => (await apiRequest("GET", "/api/tokens", ZTokenList)).items;

export const createToken = (body: TCreateTokenRequest) =>
  apiRequest("POST", "/api/tokens", ZCreatedToken, body);

export const revokeToken = (id: string) =>
  apiFetch(
    `/api/tokens/${encodeURIComponent(id)}`,
    { method: "DELETE", credentials: "include", headers: { Accept: "application/json" } },
    ZMessageResponse,
  );
