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

/** Local storage, blocked or full in some browsers (private modes): then nothing is kept in it. */
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the key when it is null. */
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Blocked or full: the answers were not kept across visits either.
  }
}

/** The check's keys but the account's, which says who the next answers belong to. */
const CHECK_KEYS = [ANSWERS_KEY, DISEASES_KEY, ANSWERS_CHANGED_KEY, ANSWERS_KEPT_KEY] as const;

/**
 * Removes the check from storage: the answers, the diseases of its place, its time and the keep
 * choice. The answers in a tab's memory are the answers store's to clear.
 */
export function forgetCheckKeys(): void {
  for (const key of CHECK_KEYS) write(key, null);
}

/**
 * Applies the rule to what is stored; run before the answers are read, on every load. True when
 * the check was forgotten.
 */
export function forgetExpiredCheck(now: number = Date.now()): boolean {
  if (read(ANSWERS_KEY) === null && read(DISEASES_KEY) === null) return false;
  const action = expiryOf(
    { changedAt: read(ANSWERS_CHANGED_KEY), kept: read(ANSWERS_KEPT_KEY), account: read(ANSWERS_ACCOUNT_KEY) },
    now,
  );
  // A time is kept for answers. Read again just before writing: a logout in another tab removes the
  // keys one by one, and a place's diseases left for a moment without answers are on their way out,
  // not a check to stamp (which would leave its time behind on a shared phone).
  if (action === 'stamp' && read(ANSWERS_KEY) !== null) stampCheck(now);
  if (action !== 'forget') return false;
  forgetCheckKeys();
  return true;
}

/** Notes that the answers changed now: their day starts again. */
export function stampCheck(now: number = Date.now()): void {
  write(ANSWERS_CHANGED_KEY, String(now));
}

/** Whether the person chose to keep this check on the device. */
export const isCheckKept = (): boolean => read(ANSWERS_KEPT_KEY) === '1';

/**
 * The person's choice. Keeping stops the clock; undoing it starts a new day from now, which is
 * what the choice's words promise ("removed after one day").
 */
export function keepCheck(keep: boolean, now: number = Date.now()): void {
  write(ANSWERS_KEPT_KEY, keep ? '1' : null);
  if (!keep) stampCheck(now);
}

/** Whether the stored answers belong to an account (then they go at logout, not after a day). */
export const checkHasAccount = (): boolean => read(ANSWERS_ACCOUNT_KEY) !== null;
