import type { Schema, SchemaName } from './contracts.ts';

/** Whether an answer's text fits its schema, and the schema's value when it does. */
export type Fit = { fits: true; value: unknown } | { fits: false };

/** What the page asks a checking worker: an answer's text and the schema to check it with. */
export interface CheckRequest {
  id: number;
  name: SchemaName;
  text: string;
}

/** What the worker answers: the request's id and what the check found. */
export interface CheckReply {
  id: number;
  fit: Fit;
}

/**
 * Reads an answer's text as JSON and checks it against a schema. An empty text (a 204) is `null`;
 * text that is not JSON, or a schema that does not exist, fits nothing. The same function runs in
 * the checking workers and, where no worker can start, on the page itself (check-answer.ts).
 */
export function checkText(schema: Schema<unknown> | undefined, text: string): Fit {
  let data: unknown;
  try {
    data = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return { fits: false };
  }
  const result = schema?.safeParse(data);
  return result?.success ? { fits: true, value: result.data } : { fits: false };
}

/** A checking worker's work: answers each request with the check of its text against the schema it names. */
export function serveChecks(module: object): void {
  const schemas = module as Readonly<Record<string, Schema<unknown>>>;
  self.onmessage = (event: MessageEvent<CheckRequest>) => {
    const { id, name, text } = event.data;
    const reply: CheckReply = { id, fit: checkText(Object.hasOwn(schemas, name) ? schemas[name] : undefined, text) };
    self.postMessage(reply);
  };
}
