import { chmod, unlink } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE } from '../data-dir.ts';

/**
 * Two processes must never open the embedded database's folder at once: PGlite has no lock of its
 * own (a second open succeeds and both write). Whoever holds `DATA_DIR/pglite` (the running site,
 * or a backup or restore run while it is stopped) listens on a Unix socket in the data folder,
 * which only the site's user can reach (the folder is 0700). A socket that answers means the folder
 * is held; one left behind by a process that died does not answer and is replaced. The running
 * site also makes its hot backups through it (decision 111).
 */
export const socketPathIn = (dataDir: string) => join(dataDir, 'backup.sock');

/** Linux's limit on a socket's path (sun_path, 108 bytes with the final NUL). */
const MAX_SOCKET_PATH = 107;

export class DataDirBusyError extends Error {
  override readonly name = 'DataDirBusyError';
}

export interface DataDirClaim {
  release(): Promise<void>;
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (e: Error) => reject(e);
    server.once('error', fail);
    server.listen(path, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/** Whether a process answers on the socket (any answer will do). */
export async function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request({ socketPath: path, path: '/', method: 'GET' }, (res) => {
      res.resume();
      resolve(true);
    });
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * Claims the data folder's embedded database for this process, answering requests on its socket
 * with `handler`. Throws DataDirBusyError when another process holds it; answers undefined when the
 * folder's path is too long for a socket (the caller says so: nothing then guards the folder).
 */
export async function claimDataDir(dataDir: string, handler: RequestListener): Promise<DataDirClaim | undefined> {
  const path = socketPathIn(dataDir);
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  const server = createServer(handler);
  try {
    await listen(server, path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
    if (await socketAnswers(path))
      throw new DataDirBusyError(
        `another process is using the embedded database in ${dataDir} (the site, or a backup or restore): stop it first`,
      );
    // Left behind by a process that did not close it (killed): nobody holds the folder.
    await unlink(path);
    await listen(server, path);
  }
  await chmod(path, PRIVATE_FILE_MODE);
  return {
    async release() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(path).catch(() => undefined);
    },
  };
}

/** The running site's answer to a snapshot request: the gzipped data folder and when it was taken. */
export interface Snapshot {
  takenAt: string;
  data: Buffer;
}

function collect(res: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

/**
 * Asks the site running on `dataDir` for a consistent copy of its embedded database. Answers
 * undefined when no process answers on the socket; throws with the holder's own words when it
 * cannot make one (another backup or restore holds the folder, for one).
 */
export async function snapshotFromServer(dataDir: string): Promise<Snapshot | undefined> {
  const path = socketPathIn(dataDir);
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: '/snapshot', method: 'POST' }, (res) => {
      collect(res).then((body) => {
        if (res.statusCode === 200) resolve({ takenAt: String(res.headers['x-taken-at']), data: body });
        else reject(new DataDirBusyError(body.toString('utf8') || `the site answered ${res.statusCode}`));
      }, reject);
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT' || e.code === 'ECONNREFUSED') resolve(undefined);
      else reject(e);
    });
    req.end();
  });
}
