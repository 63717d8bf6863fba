import { parseArgs } from 'node:util';
import { BackupError } from '../backup/backup-file.ts';
import { restoreBackup } from '../backup/restore.ts';
import { makeDataDirPrivate } from '../data-dir.ts';
import { loadConfig } from '../env.ts';
import { runCommand } from './run.ts';

/**
 * `npm run restore -- <backup> [--force]`: puts a backup back into the site's database, with the
 * site stopped, and erases again every account in the erasure journal (decision 111,
 * docs/operations.md). `--force`: the embedded database was not closed cleanly, and no process has
 * it open.
 */
runCommand('restore', async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  if (positionals.length !== 1) throw new BackupError('name one backup file: npm run restore -- <backup> [--force]');
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const started = performance.now();
  const report = await restoreBackup(config, positionals[0]!, { force: values.force ?? false });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `restored: the ${report.manifest.database} database as it was at ${report.manifest.taken_at}, in ${seconds} s`,
      `erasures re-applied: ${report.reapplied} (journal ${config.erasureJournal}: ${report.journalEntries} entries, ${report.erasedAfterBackup} made after the backup)`,
      ...(report.previous
        ? [`the database it replaced is kept in ${report.previous}: delete it once the site runs as it should`]
        : []),
    ].join('\n'),
  );
});
