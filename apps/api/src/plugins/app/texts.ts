import fp from 'fastify-plugin';
import { textRefusal } from '../../accounts/text-destinations.ts';
import type { Say } from '../../wording/index.ts';
import { HttpError } from './errors.ts';
import type { Rule } from './throttle.ts';

/**
 * The guard in front of every text the site sends (decision 109): only to mobiles of the countries
 * it serves, and no more in a day than SMS_DAILY_BUDGET, counted in the throttle's store (Redis
 * when configured), so every instance spends one budget.
 */
export interface Texts {
  /**
   * Refuses (400) a number the site sends no text to: `notServed` says so for a country it does
   * not serve (sign-up and reset say different things), the same words for every number not a mobile.
   */
  refuseUnlessTextable(e164: string, notServed: Say): void;
  /** Refuses (503) once today's budget is spent, without counting: before anything is looked up. */
  checkBudget(): Promise<void>;
  /** Counts one text against today's budget; false when it is spent (then send nothing). */
  take(): Promise<boolean>;
  /** Texts counted against today's budget so far (at most the budget). */
  used(): Promise<number>;
  readonly dailyBudget: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    texts: Texts;
  }
}

export interface TextsPluginOptions {
  dailyBudget: number;
}

const HOUR = 3_600_000;

/** Today in UTC ("2026-11-26"): the budget's key, so it starts afresh at 00:00 UTC (05:30 in India, a quiet hour). */
const today = () => new Date().toISOString().slice(0, 10);

function secondsToMidnightUtc(): number {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

export default fp<TextsPluginOptions>(
  async (app, opts) => {
    // A day's key lives a little past its day, then goes by itself.
    const budget: Rule = { name: 'sms-day', max: opts.dailyBudget, windowMs: 25 * HOUR };
    const texts: Texts = {
      dailyBudget: opts.dailyBudget,
      refuseUnlessTextable(e164, notServed) {
        const reason = textRefusal(e164);
        if (!reason) return;
        app.metrics.text(reason);
        throw new HttpError(400, 'BAD_REQUEST', reason === 'country' ? notServed : (w) => w.textsOnlyToMobiles);
      },
      async checkBudget() {
        if ((await app.throttle.peek(budget, today())) < budget.max) return;
        app.metrics.text('budget');
        throw new HttpError(503, 'SERVICE_UNAVAILABLE', (w) => w.textBudgetSpent, {
          'retry-after': String(secondsToMidnightUtc()),
        });
      },
      async take() {
        const spent = await app.throttle.count(budget, today());
        app.metrics.text(spent ? 'budget' : 'queued');
        if (spent) app.log.warn({ event: 'sms_budget_spent', budget: budget.max }, 'the daily text budget is spent');
        return !spent;
      },
      async used() {
        return Math.min(budget.max, await app.throttle.peek(budget, today()));
      },
    };
    app.decorate('texts', texts);
  },
  { name: 'texts', dependencies: ['throttle', 'metrics'] },
);
