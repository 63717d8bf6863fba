import { Email } from '@painpoint/contracts/schemas-account';

/** Whether the server will take this as an e-mail address (the contract's `Email`), checked before a request. */
export const isEmail = (v: string): boolean => Email.safeParse(v).success;
