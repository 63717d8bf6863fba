import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eraseAccountAgain } from '../accounts/erasure.ts';
import { readErasures } from '../accounts/erasure-journal.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { makeDataDirPrivate } from '../data-dir.ts';
import type { Config } from '../env.ts';
import { pgliteDirIn } from './backup.ts';
import { BackupError, fileStamp, readBackupFile, type Manifest } from './backup-file.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { checkArchive, runPostgresTool } from './postgres-tools.ts';

export interface RestoreReport {
  manifest: Manifest;
  /** Erasures in the journal, and how many of them were made after the backup was taken. */
  journalEntries: number;
  erasedAfterBackup: number;
  /** Accounts found in the restored database and erased again. */
  reapplied: number;
  /** The embedded database that was replaced, kept until the operator removes it. */
  previous?: string | undefined;
}

export interface RestoreOptions {
  /** The embedded database was not closed cleanly, and the operator knows no process has it open. */
  force?: boolean;
}

/**
 * Restores the backup in `file` into the site's database (decision 111), with the site stopped, and
 * before anything uses it: brings its tables to this version's migrations and erases again every
 * account in the erasure journal (all of them: erasing is idempotent, and it does not depend on
 * clocks agreeing). A backup that is damaged, of the other kind of database, or that cannot be
 * opened is refused before the current database is touched. The erasure journal is read first, so
 * a damaged one stops the restore too.
 */
export async function restoreBackup(
  config: Config,
  file: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const erasures = await readErasures(config.erasureJournal);
  const scratch = await mkdtemp(join(config.dataDir, '.restore-'));
  try {
    const payloadFile = join(scratch, 'payload');
    const manifest = await readBackupFile(file, payloadFile);
    const want = config.databaseUrl ? 'postgresql' : 'embedded';
    if (manifest.database !== want)
      throw new BackupError(
        `${file} is a backup of the ${manifest.database} database, and this site is configured for the ${want} one` +
          (config.databaseUrl ? ' (DATABASE_URL is set)' : ' (DATABASE_URL is not set)'),
      );
    const reerase = async (database: Database) => {
      await migrate(database);
      let reapplied = 0;
      for (const { account } of erasures) if (await eraseAccountAgain(database, account)) reapplied++;
      return reapplied;
    };
    const takenAt = Date.parse(manifest.taken_at);
    const report = {
      manifest,
      journalEntries: erasures.length,
      erasedAfterBackup: erasures.filter((e) => e.at.getTime() >= takenAt).length,
    };
    if (config.databaseUrl)
      return { ...report, reapplied: await restorePostgres(config.databaseUrl, payloadFile, reerase) };
    return { ...report, ...(await restoreEmbedded(config.dataDir, payloadFile, reerase, options)) };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * PostgreSQL: the archive is read whole first (`pg_restore --list`), then restored in one
 * transaction (`--single-transaction`: a failure half-way leaves the database as it was), dropping
 * and recreating what the backup holds. The sites using the database must be stopped: nothing here
 * can see them.
 */
async function restorePostgres(
  url: string,
  payloadFile: string,
  reerase: (database: Database) => Promise<number>,
): Promise<number> {
  await checkArchive(payloadFile);
  await runPostgresTool('pg_restore', url, [
    '--clean',
    '--if-exists',
    '--single-transaction',
    '--exit-on-error',
    '--no-owner',
    '--no-privileges',
    payloadFile,
  ]);
  const database = await openDatabase({ databaseUrl: url });
  try {
    return await reerase(database);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database: holding the data folder (the site must be stopped), the backup is
 * unpacked into a new folder beside the current one and opened there, migrated, erased again and
 * compacted (so the erased rows are not left in its files); only then does it take the current
 * folder's place, which is kept as `pglite.before-restore-<time>`.
 */
async function restoreEmbedded(
  dataDir: string,
  payloadFile: string,
  reerase: (database: Database) => Promise<number>,
  options: RestoreOptions,
): Promise<{ reapplied: number; previous: string | undefined }> {
  const claim = await claimDataDir(dataDir, (_req, res) => {
    res.writeHead(503).end('a restore is replacing the embedded database; start the site when it has finished');
  }).catch((e: Error) => {
    throw new BackupError(`${e.message}; a restore needs the site stopped`);
  });
  try {
    const current = pgliteDirIn(dataDir);
    if (existsSync(join(current, 'postmaster.pid')) && !options.force)
      throw new BackupError(
        `${current} is open in another process, or was not closed cleanly: stop the site; ` +
          'if no process has it open, run the restore again with --force',
      );
    const restoring = `${current}.restoring`;
    await rm(restoring, { recursive: true, force: true });
    let reapplied: number;
    try {
      const loadDataDir = new Blob([await readFile(payloadFile)]);
      const client = await PGlite.create({ dataDir: restoring, loadDataDir }).catch((e: Error) => {
        throw new BackupError(`the backup's database cannot be opened (${e.message})`);
      });
      const database = await openDatabase({ pglite: client });
      try {
        reapplied = await reerase(database);
        await database.compact();
      } finally {
        await database.close();
      }
    } catch (e) {
      await rm(restoring, { recursive: true, force: true });
      throw e;
    }
    let previous: string | undefined;
    if (existsSync(current)) {
      previous = `${current}.before-restore-${fileStamp(new Date())}`;
      await rename(current, previous);
    }
    await rename(restoring, current);
    makeDataDirPrivate(dataDir);
    return { reapplied, previous };
  } finally {
    await claim?.release();
  }
}
