import { spawn } from 'node:child_process';
import { toolEnvironment } from '../env.ts';
import { BackupError } from './backup-file.ts';

/**
 * Runs a PostgreSQL client tool against `databaseUrl`, the password passed in PGPASSWORD rather
 * than on the command line. Resolves when it exits 0; otherwise throws with what it wrote to stderr.
 */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = toolEnvironment(password ? { PGPASSWORD: password } : {});
  const child = spawn(tool, [...args, `--dbname=${url.toString()}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install the PostgreSQL client tools of the server's major version (Debian: postgresql-client-15)`,
            )
          : e,
      ),
    );
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`${tool} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
}

/** Runs pg_restore with no database (`--list`): reads the whole archive's table of contents, changing nothing. */
export async function checkArchive(file: string): Promise<void> {
  const child = spawn('pg_restore', ['--list', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) throw new BackupError(`the backup's pg_dump archive cannot be read: ${stderr.trim()}`);
}
