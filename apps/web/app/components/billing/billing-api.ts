import {
  type TChangePasswordRequest,
  type TUpdateProfileRequest,
  ZApiError,
  ZCancelSubscriptionResponse,
  ZCreateSubscriptionResponse,
  ZMessageResponse,
  ZPaymentDetailsResponse,
  ZProfile,
  ZProfileResponse,
  ZSubscriptionStatusResponse,
  ZTestCheckoutResult,
  ZTestCheckoutSession,
} from "@reelforge/contract";
import { z } from "zod";
import { ApiError, apiRequest } from "../../lib/api-client";

// The billing and profile calls (SPEC 7 plus the profile and test-checkout additions).

export const SUBSCRIPTION_STATUS_KEY = ["subscription-status"] as const;
export const PROFILE_KEY = ["profile"] as const;

export const createSubscription = (planId: string) =>
  apiRequest("POST", "/api/subscription/create", ZCreateSubscriptionResponse, { planId });

export const subscriptionStatus = () =>
  apiRequest("GET", "/api/subscription/status", ZSubscriptionStatusResponse);

export const cancelSubscription = () =>
  apiRequest("POST", "/api/subscription/cancel-subscription", ZCancelSubscriptionResponse, {});

export const testCheckoutSession = (id: string) =>
  apiRequest("GET", `/api/subscription/test-checkout/${encodeURIComponent(id)}`, ZTestCheckoutSession);

export const payTestCheckout = (id: string) =>
  apiRequest(
    "POST",
    `/api/subscription/test-checkout/${encodeURIComponent(id)}/pay`,
    ZTestCheckoutResult,
    {},
  );

export const cancelTestCheckout = (id: string) =>
  apiRequest(
    "POST",
    `/api/subscription/test-checkout/${encodeURIComponent(id)}/cancel`,
    ZTestCheckoutResult,
    {},
  );

export const getProfile = async () =>
  (await apiRequest("GET", "/api/user/profile", z.object({ profile: ZProfile }))).profile;

export const changePassword = (body: TChangePasswordRequest) =>
  apiRequest("POST", "/api/user/change-password", ZMessageResponse, body);

async function readAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.infer<S>> {
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(json);
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.extraDetails);
    }
    throw new ApiError(
      response.status,
      "HTTP_ERROR",
      `The server answered ${response.status}. Please try again.`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(response.status, "BAD_RESPONSE", "The server sent an unexpected answer.");
  return parsed.data;
}

async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    throw new ApiError(0, "NETWORK", "Could not reach the server. Check your connection and try again.");
  }
}

// SPEC 7: sent without the credentials option. Same-origin fetches still carry the session cookie
// by default, which is what lets the server show the payment only to its owner.
export async function paymentDetails(sessionId: string) {
  const response = await send(
    `/api/subscription/payment-details?session_id=${encodeURIComponent(sessionId)}`,
    {
      headers: { Accept: "application/json" },
    },
  );
  return readAnswer(response, ZPaymentDetailsResponse);
}

export async function updateProfile(body: TUpdateProfileRequest) {
  const response = await send("/api/user/profile", {
    method: "PATCH",
    credentials: "include",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return readAnswer(response, ZProfileResponse);
}

export async function uploadAvatar(file: File) {
  const form = new FormData();
  form.set("avatar", file);
  const response = await send("/api/user/avatar", { method: "POST", credentials: "include", body: form });
  return readAnswer(response, ZProfileResponse);
}
