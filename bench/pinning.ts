// CPU pinning for the throughput benchmarks (load.ts, metrics-cost.ts). The load generator and the
// servers each get a core of their own where the machine has two and taskset: otherwise the
// scheduler moves them about, and a heavier answer costs the generator more time that is then taken
// from the server being measured.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether this process could be pinned to CPU 0 (its servers then go on CPU 1 via `serverCommand`). */
export const canPin = availableParallelism() >= 2 && hasTaskset();
if (canPin) execFileSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' });

/** The command that starts a server process, on CPU 1 when pinning is possible. */
export function pinnedCommand(command: string[]): string[] {
  return canPin ? ['taskset', '-c', '1', ...command] : command;
}

/** How the processes were placed, for the benchmark's report. */
export const placement = canPin ? 'load generator on CPU 0, servers on CPU 1' : 'processes not pinned to cores';
