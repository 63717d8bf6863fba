import { createHmac, randomBytes } from 'node:crypto';
import { ACCOUNT_API } from '@painpoint/contracts';
import type { FastifyReply } from 'fastify';
import { derivedKey, sameHash } from './tokens.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"). A browser that
 * has logged in to an account gets a cookie that says so, signed by the server and bound to that
 * account. Wrong passwords from browsers without one are counted per account, as before, so
 * guessing stays limited; but a browser with a valid one has its own failure counter, so strangers
 * typing wrong passwords for someone's address can no longer lock its owner out.
 */
export const DEVICE_COOKIE = 'pp_device';
/** Sent only to the login call, the one place it is read. */
export const DEVICE_COOKIE_PATH = ACCOUNT_API.login;
/** A browser that has not logged in for this long is a stranger again. */
export const DEVICE_TRUST_DAYS = 180;

const DAY_S = 24 * 60 * 60;
/** Clocks of several instances may differ a little; a cookie from further ahead is refused. */
const SKEW_S = 5 * 60;
const FORMAT = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = derivedKey(secret, 'device-cookie');
  }

  /**
   * "<nonce>.<issued>.<signature>": a random nonce that names the device, when it was issued, and
   * an HMAC of both with the account's id. Neither the address nor the id is in it: the signature
   * is checked against the account the login form names.
   */
  issue(userId: string, now = Math.floor(Date.now() / 1000)): string {
    const nonce = randomBytes(16).toString('base64url');
    const issued = now.toString(36);
    return `${nonce}.${issued}.${this.sign(userId, nonce, issued)}`;
  }

  /**
   * The device's id (its nonce, the key of its failure counter) when `cookie` was issued to this
   * account's browser within DEVICE_TRUST_DAYS; undefined for anything else.
   */
  trusted(cookie: string | undefined, userId: string, now = Math.floor(Date.now() / 1000)): string | undefined {
    const m = cookie ? FORMAT.exec(cookie) : null;
    if (!m) return undefined;
    const [, nonce, issued, signature] = m as unknown as [string, string, string, string];
    const age = now - parseInt(issued, 36);
    if (age > DEVICE_TRUST_DAYS * DAY_S || age < -SKEW_S) return undefined;
    return sameHash(signature, this.sign(userId, nonce, issued)) ? nonce : undefined;
  }

  private sign(userId: string, nonce: string, issued: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${nonce}.${issued}`).digest('base64url');
  }
}

/** HttpOnly, Secure, SameSite=Strict, and sent only with login requests. */
export function setDeviceCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    secure: true,
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_TRUST_DAYS * DAY_S,
  });
}
