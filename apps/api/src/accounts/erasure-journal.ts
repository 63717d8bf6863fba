import { existsSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';

/**
 * The erasure journal (decision 111): one line per erased account, `{"at":"…","account":"<uuid>"}`,
 * kept outside the database so that a restore from a backup taken before an erasure can make it
 * again. Only the account's id: it is a random number that names nobody once the account is gone,
 * and the restored database, which still holds the address and number, supplies the rest.
 */
const Entry = z.object({ at: z.iso.datetime(), account: z.uuid() }).strict();
export interface Erasure {
  at: Date;
  account: string;
}

export class ErasureJournalError extends Error {
  override readonly name = 'ErasureJournalError';
}

/**
 * Appends one erasure and flushes it to the disk before returning: the caller commits the erasure
 * only after this, so an erasure reported to the person is always in the journal. A new file's
 * folder is flushed too, so the file itself survives a power cut.
 */
export async function recordErasure(file: string, account: string, at = new Date()): Promise<void> {
  const created = !existsSync(file);
  const handle = await open(file, 'a', PRIVATE_FILE_MODE);
  try {
    await handle.appendFile(`${JSON.stringify({ at: at.toISOString(), account })}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (created) {
    const dir = await open(dirname(file), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }
}

/**
 * Every erasure in the journal, oldest first; none when there is no journal yet. A line that cannot
 * be read stops the restore with its number: skipping it could bring an erased person back.
 */
export async function readErasures(file: string): Promise<Erasure[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw new ErasureJournalError(`${file}: cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
  }
  const erasures: Erasure[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let parsed: z.infer<typeof Entry> | undefined;
    try {
      parsed = Entry.parse(JSON.parse(line));
    } catch {
      throw new ErasureJournalError(
        `${file}, line ${i + 1}: not an erasure entry ({"at":"<ISO time>","account":"<uuid>"}); ` +
          'correct or remove the line, then run the restore again',
      );
    }
    erasures.push({ at: new Date(parsed.at), account: parsed.account });
  });
  return erasures;
}
