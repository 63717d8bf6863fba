import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Query } from '../../db/client.ts';
import {
  claimDueMessages,
  enqueueMessage,
  markDelivered,
  recordDeliveryFailure,
  type DueMessage,
  type OutgoingMessage,
} from '../../db/repositories/outbox.ts';
import { isDatabaseUnavailable } from './errors.ts';
import {
  holdTransport,
  smtpTransport,
  spoolTransport,
  twilioTransport,
  type Transport,
} from '../../messaging/transports.ts';
import type { Config } from '../../env.ts';

export type { OutgoingMessage };

export interface Outbox {
  /** Adds a message inside the caller's transaction, so it is stored if and only if the change is. */
  enqueue(tx: Query, message: OutgoingMessage): Promise<void>;
  /** Starts a delivery round soon (after the caller's transaction has committed). */
  kick(): void;
  /** Delivers every message that is due now; resolves when done (tests, shutdown). */
  drain(): Promise<void>;
  /**
   * Deletes the delivered messages that a transport kept for these addresses or numbers (the
   * development spool, `DATA_DIR/outbox/`), after an erasure; answers how many went.
   */
  forget(recipients: string[]): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface OutboxPluginOptions {
  config: Config;
  /** Transports to use instead of the configured ones (tests of the providers). */
  transports?: Partial<Record<'email' | 'sms', Transport>>;
}

/**
 * A provider's refusal often quotes whom it was for ("550 5.1.1 <asha@…>: Recipient address
 * rejected"); the log and the stored last error keep why, never who.
 */
export function withoutRecipient(message: string, recipient: string): string {
  return message
    .split(recipient)
    .join('[recipient]')
    .replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[address]')
    .replace(/\+?\d[\d ()-]{6,}\d/g, '[number]');
}

/** How often each instance looks for due messages (new ones are sent at once, see kick()). */
const POLL_MS = 5000;

export default fp<OutboxPluginOptions>(
  async (app, opts) => {
    const { config } = opts;
    const spoolDir = join(config.dataDir, 'outbox');
    const log = (fields: Record<string, unknown>, msg: string) => app.log.info(fields, msg);
    const production = config.env === 'production';
    const smtp = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined;
    const transports: Record<'email' | 'sms', Transport> = {
      email: opts.transports?.email ?? smtp ?? (production ? holdTransport('mail') : spoolTransport(spoolDir, log)),
      sms:
        opts.transports?.sms ??
        (config.sms.provider === 'twilio'
          ? twilioTransport(config.sms)
          : production
            ? holdTransport('SMS')
            : spoolTransport(spoolDir, log)),
    };
    if (production && !smtp) app.log.warn('SMTP_URL is not set: e-mail waits in the outbox until it is');
    // Development writes messages to disk. A deployment that forgot NODE_ENV=production runs as
    // development too, and would quietly send nobody their links and codes: say so loudly.
    const onDisk = (['email', 'sms'] as const).filter((c) => transports[c].name === 'spool');
    if (onDisk.length > 0 && !config.nodeEnvSet) {
      app.log.warn(
        { outbox: spoolDir },
        `NODE_ENV is not set, so the site runs as development: ${onDisk.map((c) => (c === 'email' ? 'e-mail' : 'SMS')).join(' and ')} ` +
          `${onDisk.length > 1 ? 'are' : 'is'} NOT sent, only written to ${spoolDir}. To send, set NODE_ENV=production ` +
          'with SMTP_URL and SMS_PROVIDER; to keep writing to disk without this warning, set NODE_ENV=development.',
      );
    }

    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;

    async function deliver(row: DueMessage) {
      const transport = transports[row.channel];
      try {
        await transport.send(row);
        await markDelivered(app.database, row.id, transport.name);
      } catch (err) {
        const e = err as { message?: unknown; code?: unknown; responseCode?: unknown };
        const reason = withoutRecipient(String(e.message), row.recipient).slice(0, 500);
        app.log.warn(
          { outbox: row.id, channel: row.channel, code: e.code, responseCode: e.responseCode, reason },
          'message not delivered; it will be retried',
        );
        await recordDeliveryFailure(app.database, row.id, reason);
      }
    }

    async function round() {
      do {
        again = false;
        for (;;) {
          const rows = await claimDueMessages(app.database);
          if (rows.length === 0) break;
          await Promise.all(rows.map(deliver));
        }
      } while (again && !closed);
    }

    function drain(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      running = round()
        .catch((err) => {
          if (isDatabaseUnavailable(err)) app.log.warn({ err }, 'outbox paused: database unavailable');
          else app.log.error({ err }, 'outbox round failed');
        })
        .finally(() => {
          running = undefined;
        });
      return running;
    }

    const timer = setInterval(() => void drain(), POLL_MS);
    timer.unref();

    app.decorate('outbox', {
      enqueue: enqueueMessage,
      kick() {
        if (!closed) setImmediate(() => void drain());
      },
      drain,
      async forget(recipients) {
        let removed = 0;
        // Mail and texts may share one spool: the second pass then finds nothing left to delete.
        for (const transport of new Set(Object.values(transports)))
          removed += (await transport.forget?.(recipients)) ?? 0;
        return removed;
      },
    } satisfies Outbox);

    // Before the database closes: stop the timer and let a round in progress finish.
    app.addHook('preClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      smtp?.close();
    });
  },
  { name: 'outbox', dependencies: ['db'] },
);
