import { Piscina } from 'piscina';
import { HttpError } from '../plugins/app/errors.ts';
import { PASSWORD_WORKER_URL } from './password-worker-url.ts';
import type { PasswordTask, PasswordTaskResult } from './password-worker.ts';

/** How many threads check and hash passwords, and how many tasks may wait for one (env.ts). */
export interface PasswordPoolLimits {
  threads: number;
  queue: number;
}

/** The answer when the queue is full: soon enough for a person to retry, spread over a few seconds. */
export const BUSY_RETRY_AFTER_S = 5;

/**
 * The worker threads that check and hash new passwords (decision 108), with a bounded queue: a
 * task beyond `threads + queue` waiting or running is refused at once with 503 and Retry-After,
 * rather than piling up behind a burst of sign-ups (each waiting one costs memory and, once its
 * client has given up, CPU for nothing).
 */
export class PasswordPool {
  private outstanding = 0;
  private readonly piscina: Piscina;

  constructor(readonly limits: PasswordPoolLimits) {
    const file = PASSWORD_WORKER_URL.href;
    this.piscina = new Piscina({
      filename: file,
      // From source (development, tests) the worker is TypeScript, loaded the way the server is.
      ...(file.endsWith('.ts') ? { execArgv: ['--import', 'tsx'] } : {}),
      // Started with the server, so that the dictionaries load before the first sign-up.
      minThreads: limits.threads,
      maxThreads: limits.threads,
      idleTimeout: Infinity,
      // Below the event loop's priority (Linux): when both want the CPU, /healthz and every other
      // request go first and the password work takes what is left.
      niceIncrement: 10,
    });
  }

  async run(task: PasswordTask): Promise<PasswordTaskResult> {
    if (this.outstanding >= this.limits.threads + this.limits.queue) {
      throw new HttpError(503, 'SERVICE_UNAVAILABLE', (w) => w.passwordsBusy, {
        'Retry-After': String(BUSY_RETRY_AFTER_S),
      });
    }
    this.outstanding++;
    try {
      return (await this.piscina.run(task)) as PasswordTaskResult;
    } finally {
      this.outstanding--;
    }
  }

  close(): Promise<void> {
    return this.piscina.close();
  }
}

const shared = new Map<string, PasswordPool>();

/**
 * One pool per process and setting: the apps a test run builds one after another share its
 * threads (each would otherwise load the dictionaries again). Idle threads do not keep the
 * process alive.
 */
export function passwordPool(limits: PasswordPoolLimits): PasswordPool {
  const key = `${limits.threads}/${limits.queue}`;
  let pool = shared.get(key);
  if (!pool) {
    pool = new PasswordPool(limits);
    shared.set(key, pool);
  }
  return pool;
}
