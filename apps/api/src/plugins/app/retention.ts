import { RETENTION_DAYS } from '@painpoint/contracts';
import fp from 'fastify-plugin';
import { purgeOldContactMessages } from '../../db/repositories/contact-messages.ts';
import { purgeSpentOneTimeTokens } from '../../db/repositories/one-time-tokens.ts';
import { countErasableUnsent, purgeSentMessages } from '../../db/repositories/outbox.ts';
import { purgeEndedSessions } from '../../db/repositories/sessions.ts';
import { purgeUnverifiedUsers } from '../../db/repositories/users.ts';
import { isDatabaseUnavailable } from './errors.ts';

export interface Retention {
  /**
   * One round: delivers what is due (so an account-deletion notice leaves the outbox), deletes what
   * is past its retention period, and compacts the embedded database when anything was deleted.
   * Resolves when done (tests call it instead of waiting for the clock).
   */
  run(): Promise<void>;
  /** Data was just deleted (an account): a round starts soon and compacts whatever it finds. */
  soon(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    retention: Retention;
  }
}

/** The privacy notice's "at the latest after one year" for contact messages (and the team's mail about them). */
const CONTACT_MESSAGE_DAYS = 365;

/** How often each instance purges (decision 064): hourly is far finer than the 30-day periods. */
const EVERY_MS = 60 * 60_000;

/**
 * The retention job (decision 064): logins and refresh tokens, links and codes, and delivered mail
 * are deleted RETENTION_DAYS after they stopped being of use, by every instance (the deletes are
 * idempotent), on a timer like the outbox's. After deleting, the embedded database is compacted so
 * the deleted rows are gone from its files too (Database.compact).
 */
export default fp(
  async (app) => {
    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;
    // Something was deleted that the last compaction did not reach (an account, or its notice still
    // waiting to be delivered): the next round compacts even if it purges nothing.
    let compactionDue = false;

    async function round() {
      do {
        again = false;
        await app.outbox.drain();
        const purged =
          (await purgeEndedSessions(app.database, RETENTION_DAYS)) +
          (await purgeSpentOneTimeTokens(app.database, RETENTION_DAYS)) +
          (await purgeSentMessages(app.database, RETENTION_DAYS)) +
          (await purgeOldContactMessages(app.database, CONTACT_MESSAGE_DAYS)) +
          (await purgeUnverifiedUsers(app.database, RETENTION_DAYS));
        if (purged > 0) app.log.info({ event: 'retention', purged }, 'expired data deleted');
        if (purged > 0 || compactionDue) {
          compactionDue = false;
          await app.database.compact();
          // A notice not yet delivered still holds an address: compact again once it has gone.
          if ((await countErasableUnsent(app.database)) > 0) compactionDue = true;
        }
      } while (again && !closed);
    }

    function run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = round()
        .catch((err) => {
          if (isDatabaseUnavailable(err)) app.log.warn({ err }, 'retention paused: database unavailable');
          else app.log.error({ err }, 'retention round failed');
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    }

    const timer = setInterval(() => void run(), EVERY_MS);
    timer.unref();

    app.decorate('retention', {
      run,
      soon() {
        compactionDue = true;
        if (!closed) setImmediate(() => void run());
      },
    } satisfies Retention);

    app.addHook('preClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['db', 'outbox'] },
);
