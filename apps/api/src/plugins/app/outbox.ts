import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import {
  holdTransport,
  smtpTransport,
  spoolTransport,
  twilioTransport,
  type Delivery,
  type Transport,
} from '../../messaging/transports.ts';
import type { Config } from '../../env.ts';

type Query = Pick<Database, 'query'>;

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** The account the message is about; deleting the account deletes its messages. */
  userId?: string | undefined;
}

export interface Outbox {
  /** Adds a message inside the caller's transaction, so it is stored if and only if the change is. */
  enqueue(tx: Query, message: OutgoingMessage): Promise<void>;
  /** Starts a delivery round soon (after the caller's transaction has committed). */
  kick(): void;
  /** Delivers every message that is due now; resolves when done (tests, shutdown). */
  drain(): Promise<void>;
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

/** Seconds to wait before try n+1: 5 s, 10 s, 20 s … capped at an hour. Nothing is ever dropped. */
const RETRY_SQL = 'LEAST(3600, 5 * power(2, LEAST(attempts, 12)))';

interface Row {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

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

    let running: Promise<void> | undefined;
    let again = false;
    let closed = false;

    /** Claims due rows by pushing their next try into the future, so a crash means a retry, not a loss. */
    async function claim(): Promise<Row[]> {
      return app.database.query<Row>(
        `UPDATE outbox SET attempts = attempts + 1,
                next_attempt_at = now() + make_interval(secs => ${RETRY_SQL})
          WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= now()
                        ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
          RETURNING id, channel, recipient, subject, body`,
      );
    }

    async function deliver(row: Row) {
      const transport = transports[row.channel];
      const message: Delivery = { ...row, id: Number(row.id) };
      try {
        await transport.send(message);
        // The body may hold a link or a code: once delivered, it is not kept.
        await app.database.query(
          "UPDATE outbox SET sent_at = now(), delivered_via = $2, body = '', last_error = NULL WHERE id = $1",
          [row.id, transport.name],
        );
      } catch (err) {
        const e = err as { message?: unknown; code?: unknown; responseCode?: unknown };
        const reason = withoutRecipient(String(e.message), row.recipient).slice(0, 500);
        app.log.warn(
          { outbox: row.id, channel: row.channel, code: e.code, responseCode: e.responseCode, reason },
          'message not delivered; it will be retried',
        );
        await app.database.query('UPDATE outbox SET last_error = $2 WHERE id = $1', [row.id, reason]);
      }
    }

    async function round() {
      do {
        again = false;
        for (;;) {
          const rows = await claim();
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
      async enqueue(tx, m) {
        await tx.query('INSERT INTO outbox (channel, recipient, subject, body, user_id) VALUES ($1, $2, $3, $4, $5)', [
          m.channel,
          m.recipient,
          m.subject ?? '',
          m.body,
          m.userId ?? null,
        ]);
      },
      kick() {
        if (!closed) setImmediate(() => void drain());
      },
      drain,
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
