// Starts the built site the way `npm start` does (one process, a fresh embedded database), for
// the benchmarks and the screenshot tool. Builds first unless `--no-build` is given.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** A loopback port nothing listens on (taken from the kernel, then released). */
export async function freePort(): Promise<number> {
  const s = createServer().listen(0, '127.0.0.1');
  await once(s, 'listening');
  const { port } = s.address() as { port: number };
  s.close();
  return port;
}

export interface Site {
  base: string;
  /** The server's process, for a caller that waits for it to end. */
  server: ChildProcess;
  /** The server's data folder; its `outbox/` holds the mail and texts it sent (development transport). */
  dataDir: string;
  stop(): void;
}

/**
 * Starts the build in `root` (this checkout unless another built checkout is named), building it
 * first unless `--no-build` was given or the caller says it has built it.
 */
export async function startBuiltSite(
  port: number,
  root = ROOT,
  { build = !process.argv.includes('--no-build') }: { build?: boolean } = {},
): Promise<Site> {
  if (build) {
    const b = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-site-'));
  const server: ChildProcess = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    // A server that exited will not start; a slow one on a loaded machine gets two minutes.
    if (server.exitCode !== null || i > 240) {
      server.kill('SIGTERM');
      throw new Error(`the site in ${root} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, server, dataDir, stop: () => server.kill('SIGTERM') };
}
