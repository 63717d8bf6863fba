import fp from 'fastify-plugin';
import { claimDataDir } from '../../backup/data-dir-lock.ts';

export interface DataDirClaimOptions {
  /** The data folder whose embedded database this site opens. */
  dataDir: string;
}

/**
 * Registered before the database opens: claims the data folder's embedded database for this process
 * (backup/data-dir-lock.ts), so a second site, a backup or a restore cannot open it while this one
 * runs, and answers `npm run backup` on its socket with a consistent copy made by the open database
 * (decision 111). Released when the site closes, after the database.
 */
export default fp<DataDirClaimOptions>(
  async (app, opts) => {
    const claim = await claimDataDir(opts.dataDir, (req, res) => {
      if (req.method !== 'POST' || req.url !== '/snapshot') {
        res.writeHead(404).end('ask POST /snapshot');
        return;
      }
      const snapshot = app.hasDecorator('database') ? app.database.snapshot : undefined;
      if (!snapshot) {
        res.writeHead(503).end('the site is still starting; try again in a moment');
        return;
      }
      const takenAt = new Date().toISOString();
      snapshot
        .call(app.database)
        .then(async (copy) => {
          const data = Buffer.from(await copy.arrayBuffer());
          res.writeHead(200, { 'content-type': 'application/gzip', 'x-taken-at': takenAt }).end(data);
          app.log.info({ event: 'backup', bytes: data.length }, 'embedded database copied for a backup');
        })
        .catch((err: unknown) => {
          app.log.error({ err }, 'embedded database copy for a backup failed');
          res.writeHead(500).end('the site could not copy its database; its log says why');
        });
    });
    if (!claim) {
      app.log.warn(
        { dataDir: opts.dataDir },
        'DATA_DIR is too long a path for the backup socket: nothing stops a second process from opening the embedded database, and `npm run backup` needs the site stopped',
      );
      return;
    }
    // onClose hooks run in reverse order of registration: this one after the database's own.
    app.addHook('onClose', async () => claim.release());
  },
  { name: 'data-dir-claim' },
);
