/** What the code and new-password steps carry in router state (never in the URL or in storage). */
export interface PhoneResetState {
  country: string;
  phone: string;
  /** Set when a later step was opened without what it needs, to say why the visitor is back here. */
  restarted?: 'no-phone' | 'no-token';
}

/** The phone-reset state handed to a later step, or undefined when it is missing or not ours. */
export const readPhoneState = (state: unknown): PhoneResetState | undefined => {
  const s = state as Partial<PhoneResetState> | null;
  return typeof s?.country === 'string' && typeof s.phone === 'string'
    ? { country: s.country, phone: s.phone }
    : undefined;
};
