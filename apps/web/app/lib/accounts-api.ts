import {
  type TForgetPasswordRequest,
  type TGoogleAuthRequest,
  type TLoginRequest,
  type TResetPasswordRequest,
  type TSignupRequest,
  type TVerifyRequest,
  ZCheckAuthResponse,
  ZGoogleAuthResponse,
  ZLoginResponse,
  ZMessageResponse,
  ZPublicConfig,
  ZSignupResponse,
  ZVerifyResponse,
} from "@reelforge/contract";
import { z } from "zod";
import { apiRequest } from "./api-client";

// The account calls of SPEC section 7, at their exact paths (typos included).

export const signup = (body: TSignupRequest) => apiRequest("POST", "/api/user/signup", ZSignupResponse, body);
export const verifyEmail = (body: TVerifyRequest) =>
  apiRequest("POST", "/api/user/verify", ZVerifyResponse, body);
export const resendOtp = () => apiRequest("POST", "/api/user/resend-otp", ZMessageResponse, {});
export const login = (body: TLoginRequest) => apiRequest("POST", "/api/user/login", ZLoginResponse, body);
// The spec reads only the status of logout, so any JSON body is accepted.
export const logout = () => apiRequest("POST", "/api/user/logout", z.unknown(), {});
export const checkAuth = () => apiRequest("GET", "/api/user/checkAuthroute", ZCheckAuthResponse);
export const forgetPassword = (body: TForgetPasswordRequest) =>
  apiRequest("POST", "/api/user/forgetpassword", ZMessageResponse, body);
export const resetPassword = (body: TResetPasswordRequest) =>
  apiRequest("POST", "/api/user/resetpassword", ZMessageResponse, body);
export const googleAuth = (body: TGoogleAuthRequest) =>
  apiRequest("POST", "/api/user/googleAuth", ZGoogleAuthResponse, body);
export const getPublicConfig = () => apiRequest("GET", "/api/config", ZPublicConfig);
