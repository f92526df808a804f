import {
  type TChangePasswordRequest,
  type TUpdateProfileRequest,
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
import { apiFetch, apiRequest } from "../../lib/api-client";

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

// SPEC 7: sent without the credentials option. Same-origin fetches still carry the session cookie
// by default, which is what lets the server show the payment only to its owner.
export const paymentDetails = (sessionId: string) =>
  apiFetch(
    `/api/subscription/payment-details?session_id=${encodeURIComponent(sessionId)}`,
    { headers: { Accept: "application/json" } },
    ZPaymentDetailsResponse,
  );

export const updateProfile = (body: TUpdateProfileRequest) =>
  apiFetch(
    "/api/user/profile",
    {
      method: "PATCH",
      credentials: "include",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    },
    ZProfileResponse,
  );

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.set("avatar", file);
  return apiFetch(
    "/api/user/avatar",
    { method: "POST", credentials: "include", body: form },
    ZProfileResponse,
  );
}
