import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
import { LocationKey } from '@painpoint/contracts';
import { PREGNANCY_STATUSES } from '@painpoint/contracts/constants';
import type { Pregnancy } from '@painpoint/engine';

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

/**
 * The pregnancy a tool reads a person with, from `--pregnant` and `--months` (the months only with
 * "yes"): undefined when not given; a clear message and exit 2 on anything else.
 */
export function readPregnancy(
  status: string | undefined,
  months: string | undefined,
  usage: string,
): Pregnancy | undefined {
  const fail = (message: string): never => {
    console.error(`${message}\n\nusage: ${usage}`);
    process.exit(2);
  };
  if (status !== undefined && !(PREGNANCY_STATUSES as readonly string[]).includes(status))
    fail(`--pregnant must be ${PREGNANCY_STATUSES.join(', ')}`);
  const n = months === undefined ? undefined : Number(months);
  if (n !== undefined && (status !== 'yes' || !Number.isInteger(n) || n < 1 || n > 9))
    fail('--months (1-9) goes with --pregnant yes');
  if (status === undefined) return undefined;
  return status === 'yes' && n !== undefined ? { status, months: n } : { status: status as Pregnancy['status'] };
}
