/**
 * The pain check as this device keeps it, and how long (decision 112). Phones are shared: a check
 * made with no account is forgotten a day after its answers last changed, unless the person chose
 * to keep it; a check made while logged in belongs to the account and goes at logout (decisions
 * 073, 074). Small and with no imports, so every page's start-up code can run the rule.
 *
 * The keys are spelt out rather than imported so that this module does not load the modules that
 * write them (tests hold them equal): domain/answers-store.ts,
 * domain/diagnosis/get-location-content.ts.
 */
export const ANSWERS_KEY = 'userAnswers';
export const DISEASES_KEY = 'diseases';
/** The account whose session the stored answers were given in, if any (decision 074). */
export const ANSWERS_ACCOUNT_KEY = 'painpoint.answersAccount';
/**
 * When the answers last changed (milliseconds since 1970, as text). Beside the answers rather than
 * in them, so `userAnswers` keeps the spec's shape.
 */
export const ANSWERS_CHANGED_KEY = 'painpoint.answersChangedAt';
/** '1' when the person chose to keep this check on the device. */
export const ANSWERS_KEPT_KEY = 'painpoint.answersKept';

/** How long a check made with no account stays on the device after its last change. */
export const CHECK_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The check's storage as read, each value null when absent. */
export interface StoredCheck {
  changedAt: string | null;
  kept: string | null;
  account: string | null;
}

/**
 * What to do with a stored check at `now`: forget it (made with no account, not kept, last changed
 * more than a day ago), keep it, or stamp it (no time, or one in the future: written before this
 * rule, by hand, or with the phone's clock wrong; its day starts now rather than never ending).
 */
export function expiryOf(check: StoredCheck, now: number): 'keep' | 'forget' | 'stamp' {
  if (check.account !== null || check.kept === '1') return 'keep';
  const changedAt = check.changedAt !== null && /^\d{1,15}$/.test(check.changedAt) ? Number(check.changedAt) : NaN;
  if (!(changedAt <= now)) return 'stamp';
  return now - changedAt > CHECK_LIFETIME_MS ? 'forget' : 'keep';
}

function removeKeys(keys: readonly string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept in it either.
  }
}

/** The check's keys but the account's, which says who the next answers belong to. */
const CHECK_KEYS = [ANSWERS_KEY, DISEASES_KEY, ANSWERS_CHANGED_KEY, ANSWERS_KEPT_KEY] as const;

/**
 * Removes the check from storage: the answers, the diseases of its place, its time and the keep
 * choice. The answers in a tab's memory are the answers store's to clear.
 */
export function forgetCheckKeys(): void {
  removeKeys(CHECK_KEYS);
}

/**
 * Applies the rule to what is stored; run before the answers are read, on every load. True when
 * the check was forgotten.
 */
export function forgetExpiredCheck(now: number = Date.now()): boolean {
  try {
    if (localStorage.getItem(ANSWERS_KEY) === null && localStorage.getItem(DISEASES_KEY) === null) return false;
    const action = expiryOf(
      {
        changedAt: localStorage.getItem(ANSWERS_CHANGED_KEY),
        kept: localStorage.getItem(ANSWERS_KEPT_KEY),
        account: localStorage.getItem(ANSWERS_ACCOUNT_KEY),
      },
      now,
    );
    if (action === 'stamp') localStorage.setItem(ANSWERS_CHANGED_KEY, String(now));
    if (action !== 'forget') return false;
  } catch {
    // Storage blocked: there is nothing in it to forget.
    return false;
  }
  forgetCheckKeys();
  return true;
}

/** Notes that the answers changed now: their day starts again. */
export function stampCheck(now: number = Date.now()): void {
  try {
    localStorage.setItem(ANSWERS_CHANGED_KEY, String(now));
  } catch {
    // Storage full or blocked: the answers were not kept either.
  }
}

/** Whether the person chose to keep this check on the device. */
export function isCheckKept(): boolean {
  try {
    return localStorage.getItem(ANSWERS_KEPT_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The person's choice. Keeping stops the clock; undoing it starts a new day from now, which is
 * what the choice's words promise ("removed after one day").
 */
export function keepCheck(keep: boolean, now: number = Date.now()): void {
  try {
    if (keep) localStorage.setItem(ANSWERS_KEPT_KEY, '1');
    else {
      localStorage.removeItem(ANSWERS_KEPT_KEY);
      localStorage.setItem(ANSWERS_CHANGED_KEY, String(now));
    }
  } catch {
    // Storage blocked: the answers were not kept across visits anyway.
  }
}

/** Whether the stored answers belong to an account (then they go at logout, not after a day). */
export function checkHasAccount(): boolean {
  try {
    return localStorage.getItem(ANSWERS_ACCOUNT_KEY) !== null;
  } catch {
    return false;
  }
}
