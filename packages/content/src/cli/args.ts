import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
import { LocationKey } from '@painpoint/contracts';

/** Parses a tool's flags, printing a clear message and exiting 2 on anything unexpected. */
export function readArgs<const T extends Options>(options: T, usage: string) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true } as const).values;
  } catch (e) {
    console.error(`${(e as Error).message}\n\nusage: ${usage}`);
    process.exit(2);
  }
}

export function readLocation(value: unknown, usage: string): LocationKey | undefined {
  if (value === undefined) return undefined;
  const parsed = LocationKey.safeParse(value);
  if (!parsed.success) {
    console.error(`unknown location "${String(value)}"; one of: ${LocationKey.options.join(', ')}\n\nusage: ${usage}`);
    process.exit(2);
  }
  return parsed.data;
}
