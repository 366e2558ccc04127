import { describe, expect, it } from "vitest";
import { AuthMessages, RegisterInputSchema, ResetPasswordFormSchema } from "./auth.ts";
import { safeRedirectPath } from "./session.ts";

const valid = {
  username: "maria_r",
  email: "maria@example.com",
  password: "a long secret",
  confirmPassword: "a long secret",
  acceptTerms: true,
};
const messagesFor = (input: unknown) => {
  const r = RegisterInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("RegisterInputSchema", () => {
  it("accepts a valid registration", () => expect(messagesFor(valid)).toEqual([]));
  it.each([
    ["ab", `username: ${AuthMessages.usernameTooShort}`],
    ["a".repeat(31), `username: ${AuthMessages.usernameTooLong}`],
    ["maría", `username: ${AuthMessages.usernameCharacters}`],
    ["bad name", `username: ${AuthMessages.usernameCharacters}`],
    ["Admin", `username: ${AuthMessages.usernameReserved}`],
    ["GUEST", `username: ${AuthMessages.usernameReserved}`],
  ])("rejects username %j", (username, message) => expect(messagesFor({ ...valid, username })).toContain(message));
  it("accepts the allowed punctuation", () => expect(messagesFor({ ...valid, username: "a_b.c-d" })).toEqual([]));
  it("rejects a bad e-mail", () => expect(messagesFor({ ...valid, email: "nope" })).toContain(`email: ${AuthMessages.emailInvalid}`));
  it("rejects a short password, and accepts any composition from 8 characters", () => {
    expect(messagesFor({ ...valid, password: "1234567", confirmPassword: "1234567" })).toContain(
      `password: ${AuthMessages.passwordTooShort}`,
    );
    expect(messagesFor({ ...valid, password: "zzzzzzzz", confirmPassword: "zzzzzzzz" })).toEqual([]);
  });
  it("rejects common passwords", () => {
    for (const p of ["password", "12345678", "qwertyuiop", "Password123"]) {
      expect(messagesFor({ ...valid, password: p, confirmPassword: p })).toContain(`password: ${AuthMessages.passwordTooCommon}`);
    }
  });
  it("does not trim passwords and caps their length", () => {
    expect(messagesFor({ ...valid, password: "  pass word  ", confirmPassword: "pass word" })).toContain(
      `confirmPassword: ${AuthMessages.passwordsDoNotMatch}`,
    );
    const long = "x".repeat(257);
    expect(messagesFor({ ...valid, password: long, confirmPassword: long })).toContain(`password: ${AuthMessages.passwordTooLong}`);
  });
  it("requires the terms", () =>
    expect(messagesFor({ ...valid, acceptTerms: false })).toContain(`acceptTerms: ${AuthMessages.termsRequired}`));
});

describe("ResetPasswordFormSchema", () => {
  it("asks for every field, then for matching passwords", () => {
    const r1 = ResetPasswordFormSchema.safeParse({ resetCode: "", newPassword: "", confirmPassword: "" });
    expect(r1.error?.issues[0]?.message).toBe(AuthMessages.resetFieldsRequired);
    const r2 = ResetPasswordFormSchema.safeParse({ resetCode: "012345", newPassword: "new secret 1", confirmPassword: "new secret 2" });
    expect(r2.error?.issues.map((i) => i.message)).toEqual([AuthMessages.passwordsDoNotMatch]);
  });
});

describe("safeRedirectPath", () => {
  it.each([
    ["/subscribe", "/subscribe"],
    ["/checkout?planId=premium-yearly", "/checkout?planId=premium-yearly"],
    ["https://evil.example/", "/dashboard"],
    ["//evil.example", "/dashboard"],
    ["/\\evil.example", "/dashboard"],
    ["javascript:alert(1)", "/dashboard"],
    [null, "/dashboard"],
  ])("%j -> %j", (input, expected) => expect(safeRedirectPath(input)).toBe(expected));
});
