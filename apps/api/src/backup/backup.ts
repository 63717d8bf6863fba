import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../db/client.ts';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';
import type { Config } from '../env.ts';
import { backupTarget, BackupError, writeBackupFile, type Manifest } from './backup-file.ts';
import { claimDataDir, snapshotFromServer } from './data-dir-lock.ts';
import { runPostgresTool } from './postgres-tools.ts';

export interface BackupReport {
  file: string;
  manifest: Manifest;
  /** How the copy was made: by the running site, by this process with the site stopped, or by pg_dump. */
  via: 'the running site' | 'this command, the site being stopped' | 'pg_dump';
}

/** The embedded database's folder in the data folder (app.ts opens the same). */
export const pgliteDirIn = (dataDir: string) => join(dataDir, 'pglite');

/**
 * Takes a backup of the site's database into `out` (a file, or a folder for a new file named after
 * the time) (decision 111). PostgreSQL: `pg_dump --format=custom`, a consistent snapshot while the
 * site runs. The embedded database: the running site makes the copy itself, asked on its socket;
 * with the site stopped, this process opens the folder, holding it as the site would.
 */
export async function takeBackup(config: Config, out: string): Promise<BackupReport> {
  // The payload waits in a private folder beside the backup: the same disk, and never world-readable.
  const scratch = await mkdtemp(join(config.dataDir, '.backup-'));
  try {
    const payloadFile = join(scratch, 'payload');
    // Before the copy starts: a restore re-applies every erasure made from this time on.
    const takenAt = new Date();
    let via: BackupReport['via'];
    if (config.databaseUrl) {
      await runPostgresTool('pg_dump', config.databaseUrl, ['--format=custom', `--file=${payloadFile}`]);
      via = 'pg_dump';
    } else {
      const fromSite = await snapshotFromServer(config.dataDir);
      const data = fromSite?.data ?? (await snapshotStopped(config.dataDir));
      await writeFile(payloadFile, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
      via = fromSite ? 'the running site' : 'this command, the site being stopped';
    }
    const database = config.databaseUrl ? 'postgresql' : 'embedded';
    const file = await backupTarget(out, database, takenAt);
    const manifest = await writeBackupFile(
      file,
      {
        taken_at: takenAt.toISOString(),
        database,
        payload: config.databaseUrl ? 'pg_dump-custom' : 'pglite-data-dir.tar.gz',
      },
      payloadFile,
    );
    return { file, manifest, via };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The embedded database of a stopped site: opened by this process, holding the folder so the site
 * cannot start on it meanwhile. A folder that was not closed cleanly (PGlite's postmaster.pid is
 * left) is refused: it may be open in a process that does not answer on the socket, and if not,
 * starting and stopping the site once recovers it.
 */
async function snapshotStopped(dataDir: string): Promise<Buffer> {
  const dir = pgliteDirIn(dataDir);
  if (!existsSync(join(dir, 'PG_VERSION'))) throw new BackupError(`${dir}: there is no embedded database here`);
  const claim = await claimDataDir(dataDir, (_req, res) => {
    res.writeHead(503).end('a backup is copying the embedded database; try again when it has finished');
  });
  try {
    if (existsSync(join(dir, 'postmaster.pid')))
      throw new BackupError(
        `${dir} is open in another process, or was not closed cleanly: stop that process; ` +
          'if none runs, start the site and stop it once (it recovers the database), then back up',
      );
    const database = await openDatabase({ pglite: await PGlite.create(dir) });
    try {
      const copy = await database.snapshot!();
      return Buffer.from(await copy.arrayBuffer());
    } finally {
      await database.close();
    }
  } finally {
    await claim?.release();
  }
}
