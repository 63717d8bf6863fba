import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@painpoint/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes (PRODUCT.md §2); refresh tokens rotate within these limits. */
export const ACCESS_TTL_SECONDS = 15 * 60;
/** A refresh token not used for this long expires. */
export const REFRESH_IDLE_DAYS = 14;
/** A login lasts at most this long, however often it is refreshed. */
export const REFRESH_ABSOLUTE_DAYS = 30;

const ISSUER = 'painpoint';
const AUDIENCE = 'painpoint';

/** 256 random bits, URL-safe: refresh tokens and links. Only their SHA-256 is stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A uniformly random numeric code for SMS. */
export function newCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/**
 * Codes are short, so a bare hash could be reversed by trying all million; a keyed hash (the key
 * is the server's secret, not in the database) cannot be, even by someone holding a copy of it.
 */
export function codeHash(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AccessClaims {
  userId: string;
  /** The account's session version when the token was made; raising it ends every session. */
  sessionVersion: number;
}

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token made by this server, or undefined. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.sv !== 'number') return undefined;
      return { userId: payload.sub, sessionVersion: payload.sv };
    } catch (e) {
      if (e instanceof errors.JOSEError) return undefined;
      throw e;
    }
  }
}
