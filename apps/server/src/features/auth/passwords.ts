import { hash, verify } from "@node-rs/argon2";
import { randomBytes } from "node:crypto";

// @node-rs/argon2 defaults are argon2id, m=19456 KiB, t=2, p=1: the OWASP minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

let dummyHash: Promise<string> | undefined;

/**
 * Verifies a password. With no stored hash (unknown user) it verifies against a dummy hash with the
 * same parameters, so an unknown user costs the same time as a wrong password.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (stored === undefined) {
    dummyHash ??= hash(randomBytes(16).toString("hex"));
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/** A hash nobody can match: for accounts that sign in by other means (the built-in admin). */
export const unusablePasswordHash = (): Promise<string> => hash(randomBytes(32).toString("base64url"));
