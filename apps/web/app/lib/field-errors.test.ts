import { describe, expect, it } from "vitest";
import { detailsSentence, fieldErrorsFrom, firstErrorMessage } from "./field-errors";

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

describe("detailsSentence", () => {
  it("drops the field names a toast should not show", () => {
    expect(detailsSentence("confirmpassword: Passwords do not match")).toBe("Passwords do not match");
    expect(detailsSentence("otp: The code is incorrect")).toBe("The code is incorrect");
  });
  it("reads several details as sentences", () => {
    expect(
      detailsSentence(
        "confirmpassword: Passwords do not match; password: Password must be at least 8 characters",
      ),
    ).toBe("Passwords do not match. Password must be at least 8 characters");
  });
  it("keeps text that does not start with a field name", () => {
    expect(detailsSentence("Too many attempts. Try again in 10 minutes.")).toBe(
      "Too many attempts. Try again in 10 minutes.",
    );
  });
});

describe("firstErrorMessage", () => {
  it("finds the first message of a field, a list entry or a nested field", () => {
    expect(firstErrorMessage({ url: { type: "custom", message: "url is required" } })).toBe(
      "url is required",
    );
    // biome-ignore lint/suspicious/noSparseArray: a list error has holes where the entries are fine
    const texts = [, { type: "too_big", message: "A slide's text must be at most 300 characters" }];
    expect(firstErrorMessage({ texts })).toBe("A slide's text must be at most 300 characters");
    expect(firstErrorMessage({ images: { type: "min", message: "" }, b: { c: { message: "deep" } } })).toBe(
      "deep",
    );
  });

  it("answers undefined when there is no message", () => {
    expect(firstErrorMessage({})).toBeUndefined();
    expect(firstErrorMessage({ a: { type: "x", ref: { message: "not an error" } } })).toBeUndefined();
  });
});
