import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@painpoint/contracts';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens live 15 minutes (docs/product.md §10); refresh tokens rotate within these limits. */
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

/**
 * A key for one use of the server secret (refresh-token successors, device cookies), so that no
 * two uses ever sign the same bytes with the same key.
 */
export function derivedKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`painpoint:${purpose}`).digest();
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface AccessClaims {
  userId: string;
  /** The login the token belongs to (`sid`, a row of `sessions`); ending the login ends the token. */
  sessionId: string;
  /** The account's session version when the token was made; raising it ends every session. */
  sessionVersion: number;
}

/** Ids made by the database or randomUUID(); anything else in a token is refused before any query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims, now = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ACCESS_TTL_SECONDS)
      .sign(this.key);
  }

  /**
   * The claims of a valid, unexpired token made by this server, or undefined. Each claim is
   * checked for its shape too: a token signed with the right key but naming no account id (a
   * leaked key, a token from another tool) is refused here rather than reaching the database.
   */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub', 'sid', 'sv'],
      });
      const { sub, sid, sv } = payload;
      if (typeof sub !== 'string' || !UUID.test(sub) || typeof sid !== 'string' || !UUID.test(sid)) return undefined;
      if (typeof sv !== 'number' || !Number.isSafeInteger(sv)) return undefined;
      return { userId: sub, sessionId: sid, sessionVersion: sv };
    } catch (e) {
      if (e instanceof errors.JOSEError) return undefined;
      throw e;
    }
  }
}
