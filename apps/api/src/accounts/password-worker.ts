// The password worker (decision 108): a thread of the pool in passwords.ts, started by piscina.
// The strength check (tens of ms, more for long crafted passwords) and argon2id hashing run here,
// one at a time per thread, so that sign-ups never hold the event loop that answers everyone else.
import { hashSync, type Options } from '@node-rs/argon2';
import { strengthVerdict, warmUp, type StrengthVerdict } from './password-strength.ts';

export type PasswordTask =
  { kind: 'check'; password: string; login: string | undefined } | { kind: 'hash'; password: string; options: Options };

/** What a task answers: a check's verdict (undefined: the password may be used), or a hash. */
export type PasswordTaskResult = StrengthVerdict | string | undefined;

// The dictionaries load as the thread starts, not at the first sign-up; a failure here is tried
// again, and reported, by the first check.
warmUp().catch(() => undefined);

export default async function run(task: PasswordTask): Promise<PasswordTaskResult> {
  // The synchronous hash: the asynchronous one would queue it on libuv's pool, shared with the
  // main thread's file and compression work, where nothing bounds how many wait.
  if (task.kind === 'hash') return hashSync(task.password, task.options);
  return strengthVerdict(task.password, task.login);
}
