/** A plausible e-mail address, to catch typing slips before a request (the server checks it properly). */
export const isEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim());
