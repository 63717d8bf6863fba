import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './env.ts';

/** Folders of the data folder: only the site's own user may list, read or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files of the data folder: only the site's own user may read or write them. */
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the data folder private to the user the site runs as, before anything else opens it. It
 * holds the embedded database (its write-ahead log has e-mail addresses, phone numbers and saved
 * health answers), the generated session key and, in development, the mail written to disk. The
 * process's umask (set at start, server.ts) keeps what is written later private; this tightens
 * what an older version left open: folders 0700, files 0600, symbolic links left alone. A folder
 * that cannot be tightened stops the start with a clear message rather than running open.
 */
export function makeDataDirPrivate(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    tighten(dir);
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    throw new ConfigError([
      `DATA_DIR: ${dir} cannot be made private to this user (${err.code ?? err.message}); ` +
        'give the folder to the user the site runs as, or choose another folder',
    ]);
  }
}

function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(path, PRIVATE_DIR_MODE);
    for (const entry of readdirSync(path)) tighten(join(path, entry));
  } else if ((stat.mode & 0o777 & ~PRIVATE_FILE_MODE) !== 0) {
    chmodSync(path, stat.mode & PRIVATE_FILE_MODE);
  }
}
