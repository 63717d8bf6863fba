import { ConfigError } from '../env.ts';
import { BackupError } from '../backup/backup-file.ts';
import { DataDirBusyError } from '../backup/data-dir-lock.ts';
import { ErasureJournalError } from '../accounts/erasure-journal.ts';

/** Errors whose message is written for the operator: printed alone, without a stack. */
const FOR_THE_OPERATOR = [BackupError, DataDirBusyError, ErasureJournalError];

/**
 * Runs an operator's command: what it finished is printed by `main`; a refusal or failure is one
 * clear message on stderr and a non-zero exit (78, EX_CONFIG, for the configuration).
 */
export function runCommand(name: string, main: () => Promise<void>): void {
  // Whatever the command writes (backups, the restored database) is for the site's user only.
  process.umask(0o077);
  main().catch((e: unknown) => {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    const known = FOR_THE_OPERATOR.some((k) => e instanceof k);
    console.error(
      `${name} failed: ${known ? (e as Error).message : e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    );
    process.exit(1);
  });
}
