import { checkText, type CheckReply, type CheckRequest, type Fit } from './answer-check.ts';
import { loadSchemas, moduleOf, type Schema, type SchemaModules, type SchemaName } from './contracts.ts';

/**
 * Checks the API's answers against the contract's schemas in a worker, one per module of schemas
 * (answer-check-<module>.worker.ts, decision 051): building the schemas and checking a location's
 * questions and conditions cost the page's main thread one task of 50–80 ms on a mid-range phone,
 * long enough to hold up a tap. A module's worker starts with the first call that needs it
 * (`startChecking`, as the request is sent, so its script loads while the answer is on its way) and
 * stays for the visit. Where no worker can start — a browser without module workers, a test
 * environment, or its script could not be loaded — the check runs on the page as before, with the
 * schemas loaded on first use (contracts.ts). The result is the same.
 */
const startWorker: { [M in keyof SchemaModules]: () => Worker } = {
  diagnosis: () =>
    new Worker(new URL('./answer-check-diagnosis.worker.ts', import.meta.url), {
      type: 'module',
      name: 'answer-check-diagnosis',
    }),
  account: () =>
    new Worker(new URL('./answer-check-account.worker.ts', import.meta.url), {
      type: 'module',
      name: 'answer-check-account',
    }),
};
/** Each module's worker: running, or null where none could start (its checks run on the page). */
const workers = new Map<keyof SchemaModules, Worker | null>();
let nextId = 0;

interface Job {
  request: CheckRequest;
  module: keyof SchemaModules;
  resolve(fit: Fit): void;
  reject(error: unknown): void;
}
const waiting = new Map<number, Job>();

const checkHere = (module: keyof SchemaModules, name: SchemaName, text: string): Promise<Fit> =>
  loadSchemas(module).then((schemas) =>
    checkText((schemas as unknown as Readonly<Record<string, Schema<unknown>>>)[name], text),
  );

/** A worker failed (its script did not load, or it broke): its checks, waiting or to come, run here. */
function giveUp(module: keyof SchemaModules, worker: Worker): void {
  if (workers.get(module) !== worker) return;
  workers.set(module, null);
  worker.terminate();
  for (const [id, job] of waiting) {
    if (job.module !== module) continue;
    waiting.delete(id);
    checkHere(module, job.request.name, job.request.text).then(job.resolve, job.reject);
  }
}

/** Starts the checking worker of a module of schemas if it is not running yet; null where none can start. */
export function startChecking(module: keyof SchemaModules): Worker | null {
  const known = workers.get(module);
  if (known !== undefined) return known;
  let worker: Worker | null = null;
  if (typeof Worker !== 'undefined') {
    try {
      worker = startWorker[module]();
    } catch {
      worker = null;
    }
  }
  workers.set(module, worker);
  if (!worker) return null;
  const w = worker;
  w.onmessage = (event: MessageEvent<CheckReply>) => {
    const job = waiting.get(event.data.id);
    if (!job) return;
    waiting.delete(event.data.id);
    job.resolve(event.data.fit);
  };
  w.onerror = (event) => {
    event.preventDefault();
    giveUp(module, w);
  };
  w.onmessageerror = () => giveUp(module, w);
  return w;
}

/**
 * Whether an answer's text fits the contract's schema `name`, checked in the worker of `module`
 * (the module that holds it, by default), and the schema's value. Rejects only when the check
 * cannot run at all: no worker, and the schemas could not be loaded.
 */
export function checkAnswer(
  name: SchemaName,
  text: string,
  module: keyof SchemaModules = moduleOf(name),
): Promise<Fit> {
  const worker = startChecking(module);
  if (!worker) return checkHere(module, name, text);
  const request: CheckRequest = { id: nextId++, name, text };
  return new Promise<Fit>((resolve, reject) => {
    waiting.set(request.id, { request, module, resolve, reject });
    worker.postMessage(request);
  });
}
