import { describe, expect, it } from "vitest";
import { ZLoginRequest, ZOtp, ZResetPasswordRequest, ZSignupRequest } from "./accounts.ts";
import { ZApiError } from "./errors.ts";

describe("accounts contract", () => {
  const ok = {
    name: " Ada ",
    email: " Ada@Example.COM ",
    password: "long enough pw",
    confirmpassword: "long enough pw",
  };

  it("normalises a good sign-up", () => {
    expect(ZSignupRequest.parse(ok)).toEqual({ ...ok, name: "Ada", email: "ada@example.com" });
  });

  it("names the field of each sign-up problem", () => {
    const result = ZSignupRequest.safeParse({ ...ok, email: "nope", confirmpassword: "other" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("email");
    expect(ZSignupRequest.safeParse({ ...ok, confirmpassword: "other" }).error?.issues[0]).toMatchObject({
      path: ["confirmpassword"],
      message: "Passwords do not match",
    });
    expect(ZSignupRequest.safeParse({ ...ok, password: "short", confirmpassword: "short" }).success).toBe(
      false,
    );
  });

  it("accepts exactly four digits as a code", () => {
    expect(ZOtp.safeParse("0123").success).toBe(true);
    for (const bad of ["123", "12345", "12a4", " ", 1234]) expect(ZOtp.safeParse(bad).success).toBe(false);
  });

  it("puts no length rule on the login password (same answer for every wrong one)", () => {
    expect(ZLoginRequest.safeParse({ email: "a@b.co", password: "x" }).success).toBe(true);
    expect(ZLoginRequest.safeParse({ email: "a@b.co", password: "" }).success).toBe(false);
  });

  it("checks the reset form like the sign-up form", () => {
    const reset = { email: "a@b.co", otp: "1234", password: "long enough pw", confirmpassword: "different" };
    expect(ZResetPasswordRequest.safeParse(reset).success).toBe(false);
    expect(ZResetPasswordRequest.safeParse({ ...reset, confirmpassword: reset.password }).success).toBe(true);
  });

  it("describes the error body", () => {
    expect(ZApiError.safeParse({ message: "m", code: "X" }).success).toBe(true);
    expect(ZApiError.safeParse({ message: "m", extraDetails: "d", code: "X" }).success).toBe(true);
    expect(ZApiError.safeParse({ message: "m" }).success).toBe(false);
  });
});
