import { parseArgs, type ParseArgsConfig } from 'node:util';
import { LocationKey } from '@painpoint/contracts';
import { PREGNANCY_MONTHS, PREGNANCY_STATUSES } from '@painpoint/contracts/constants';
import type { Pregnancy } from '@painpoint/engine';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Prints what is wrong with a tool's flags and its usage, and exits 2. */
export function failWithUsage(message: string, usage: string): never {
  console.error(`${message}\n\nusage: ${usage}`);
  process.exit(2);
}

/** Parses a tool's flags, printing a clear message and exiting 2 on anything unexpected. */
export function readArgs<const T extends Options>(options: T, usage: string) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true } as const).values;
  } catch (e) {
    return failWithUsage((e as Error).message, usage);
  }
}

export function readLocation(value: unknown, usage: string): LocationKey | undefined {
  if (value === undefined) return undefined;
  const parsed = LocationKey.safeParse(value);
  if (!parsed.success)
    failWithUsage(`unknown location "${String(value)}"; one of: ${LocationKey.options.join(', ')}`, usage);
  return parsed.data;
}

/**
 * The pregnancy a tool reads a person with, from `--pregnant` and `--months` (the months only with
 * "yes", in the contract's range): undefined when not given; a clear message and exit 2 on anything else.
 */
export function readPregnancy(
  status: string | undefined,
  months: string | undefined,
  usage: string,
): Pregnancy | undefined {
  if (status !== undefined && !(PREGNANCY_STATUSES as readonly string[]).includes(status))
    failWithUsage(`--pregnant must be ${PREGNANCY_STATUSES.join(', ')}`, usage);
  const { min, max } = PREGNANCY_MONTHS;
  const n = months === undefined ? undefined : Number(months);
  if (n !== undefined && (status !== 'yes' || !Number.isInteger(n) || n < min || n > max))
    failWithUsage(`--months (${min}-${max}) goes with --pregnant yes`, usage);
  if (status === undefined) return undefined;
  return status === 'yes' && n !== undefined ? { status, months: n } : { status: status as Pregnancy['status'] };
}
