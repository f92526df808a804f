import { describe, expect, it } from "vitest";
import { fieldErrorsFrom } from "./field-errors";

describe("fieldErrorsFrom", () => {
  const fields = ["name", "email", "password", "confirmpassword"] as const;
  it("maps each 'field: message' part to its field", () => {
    expect(
      fieldErrorsFrom(
        "confirmpassword: Passwords do not match; password: Password must be at least 8 characters",
        fields,
      ),
    ).toEqual({
      confirmpassword: "Passwords do not match",
      password: "Password must be at least 8 characters",
    });
  });
  it("keeps the first message of a field and ignores unknown fields and loose text", () => {
    expect(
      fieldErrorsFrom("email: Enter a valid email; email: Email is too long; otp: bad; oops", fields),
    ).toEqual({
      email: "Enter a valid email",
    });
  });
  it("gives nothing without details", () => {
    expect(fieldErrorsFrom(undefined, fields)).toEqual({});
  });
});
