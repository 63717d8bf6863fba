import { readFileSync } from 'node:fs';
import { hash, verify, type Options } from '@node-rs/argon2';

/** OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane. */
// `algorithm: 2` is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (no such account) it still does the same
 * work against a throwaway hash, so the answer takes as long whether or not the account exists.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('painpoint-timing-equaliser');
  const target = stored ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return stored !== undefined && ok;
}

let common: Set<string> | undefined;

/** The most common passwords (see common-passwords.md for the source), lower-cased. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return common;
}

/**
 * Why a new password cannot be used, or undefined when it can. Its length (at least 8, up to 128,
 * no composition rules) is the contract's `Password` schema, checked before this; here the most
 * common passwords, the site's own name and the person's login are refused, which are the first
 * things an attacker tries.
 */
export function passwordProblem(password: string, login?: string): string | undefined {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) {
    return 'This password is one of the most common ones, so it is easy to guess. Please choose another; a few unrelated words make a strong one.';
  }
  const own = [login?.toLowerCase(), login?.split('@')[0]?.toLowerCase(), 'painpoint'].filter(
    (w): w is string => !!w && w.length >= 4,
  );
  if (own.some((w) => lower === w || lower.replace(/[^a-z0-9]/g, '') === w.replace(/[^a-z0-9]/g, ''))) {
    return 'A password must not be your e-mail address, your phone number or the name of the site. Please choose another.';
  }
  return undefined;
}
