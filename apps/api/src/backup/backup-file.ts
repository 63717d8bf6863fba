import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';

/**
 * A backup is one file (decision 111): a first line naming the format, a second line of JSON saying
 * when it was taken, of which database and the payload's length and SHA-256, then the payload: the
 * embedded database's data folder as PGlite's gzipped tarball, or `pg_dump --format=custom`. The
 * checksum lets a restore refuse a damaged or cut-off file before it changes anything.
 */
const MAGIC = 'PAINPOINT BACKUP 1';

export const Manifest = z
  .object({
    taken_at: z.iso.datetime(),
    database: z.enum(['embedded', 'postgresql']),
    payload: z.enum(['pglite-data-dir.tar.gz', 'pg_dump-custom']),
    bytes: z.number().int().nonnegative(),
    sha256: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict();
export type Manifest = z.infer<typeof Manifest>;

/** A backup that cannot be written or read; the message says what to do, for the operator. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/** `2026-11-26T10:20:30.123Z` → `20261126T102030Z`, for file names. */
export const fileStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/** The file a backup goes to: `out` itself, or a new file named after the time in the folder `out`. */
export async function backupTarget(out: string, database: Manifest['database'], takenAt: Date): Promise<string> {
  const isDir = await stat(out).then(
    (s) => s.isDirectory(),
    () => false,
  );
  return isDir ? join(out, `painpoint-${database}-${fileStamp(takenAt)}.backup`) : out;
}

async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/**
 * Writes the backup of `payloadFile` to `target` (never over an existing file), private to this
 * user, flushed to the disk, and named `target` only once complete: a backup cut off half-way is
 * left as `<target>.partial`, never under the name a restore would be given.
 */
export async function writeBackupFile(
  target: string,
  about: Pick<Manifest, 'taken_at' | 'database' | 'payload'>,
  payloadFile: string,
): Promise<Manifest> {
  const manifest: Manifest = { ...about, ...(await sha256Of(payloadFile)) };
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupError(`${target} already exists; a backup never overwrites a file`);
  const partial = `${target}.partial`;
  const handle = await open(partial, 'wx', PRIVATE_FILE_MODE).catch((e: NodeJS.ErrnoException) => {
    throw new BackupError(`${partial} cannot be created (${e.code ?? e.message})`);
  });
  try {
    await handle.write(`${MAGIC}\n${JSON.stringify(manifest)}\n`);
    await pipeline(createReadStream(payloadFile), createWriteStream('', { fd: handle.fd, autoClose: false }));
    await handle.sync();
  } catch (e) {
    await handle.close();
    await rm(partial, { force: true });
    throw e;
  }
  await handle.close();
  await rename(partial, target);
  return manifest;
}

/**
 * Reads a backup: checks its first line, its manifest, its length and its checksum, and copies the
 * payload to `payloadFile` (private). Throws a BackupError naming what is wrong; nothing else is
 * touched, so a bad backup leaves the database as it was.
 */
export async function readBackupFile(file: string, payloadFile: string): Promise<Manifest> {
  const handle = await open(file, 'r').catch((e: NodeJS.ErrnoException) => {
    throw new BackupError(
      e.code === 'ENOENT' ? `${file}: no such backup file` : `${file}: cannot be read (${e.code ?? e.message})`,
    );
  });
  let manifest: Manifest;
  let offset: number;
  try {
    const head = Buffer.alloc(4096);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const text = head.subarray(0, bytesRead).toString('latin1');
    const first = text.indexOf('\n');
    const second = text.indexOf('\n', first + 1);
    if (first < 0 || text.slice(0, first) !== MAGIC || second < 0)
      throw new BackupError(`${file}: not a PainPoint backup (it does not start with "${MAGIC}")`);
    const parsed = Manifest.safeParse(
      (() => {
        try {
          return JSON.parse(text.slice(first + 1, second)) as unknown;
        } catch {
          return undefined;
        }
      })(),
    );
    if (!parsed.success) throw new BackupError(`${file}: its description (second line) is damaged`);
    manifest = parsed.data;
    offset = second + 1;
    const size = (await handle.stat()).size;
    if (size !== offset + manifest.bytes)
      throw new BackupError(
        `${file}: damaged or incomplete (${size - offset} bytes of data where the backup recorded ${manifest.bytes})`,
      );
  } finally {
    await handle.close();
  }
  await pipeline(
    createReadStream(file, { start: offset }),
    createWriteStream(payloadFile, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
  );
  if ((await sha256Of(payloadFile)).sha256 !== manifest.sha256)
    throw new BackupError(`${file}: damaged (its checksum does not match the one recorded when it was taken)`);
  return manifest;
}
