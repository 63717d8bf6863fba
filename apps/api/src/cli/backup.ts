import { parseArgs } from 'node:util';
import { takeBackup } from '../backup/backup.ts';
import { BackupError } from '../backup/backup-file.ts';
import { makeDataDirPrivate } from '../data-dir.ts';
import { loadConfig } from '../env.ts';
import { runCommand } from './run.ts';

/**
 * `npm run backup -- --out <file-or-folder>`: a backup of the site's database, configured as the
 * site is (DATA_DIR, DATABASE_URL), while it runs or not (decision 111, docs/operations.md).
 */
runCommand('backup', async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  if (!values.out)
    throw new BackupError('say where the backup goes: npm run backup -- --out <file, or a folder for a new file>');
  const config = loadConfig();
  makeDataDirPrivate(config.dataDir);
  const started = performance.now();
  const { file, manifest, via } = await takeBackup(config, values.out);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `backup written: ${file}\n  ${manifest.database} database, made by ${via}, taken at ${manifest.taken_at}, ` +
      `${manifest.bytes} bytes, sha256 ${manifest.sha256}, in ${seconds} s`,
  );
});
