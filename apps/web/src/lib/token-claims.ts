/**
 * Reads an access token's payload (a JWT) without a JWT library and without trusting it: the
 * server checks every token it is sent. The page reads `exp` to know when to refresh, and `sub`
 * (the account) to send a message kept offline only with the session of the account that wrote it.
 * Free of DOM types: the service worker reads tokens too.
 */
function payload(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const json: unknown = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` of a JWT in milliseconds, or undefined when the token is not a readable JWT. */
export function tokenExpiry(token: string): number | undefined {
  const exp = payload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : undefined;
}

/** The `sub` of a JWT (the account's id), or undefined. */
export function tokenSubject(token: string): string | undefined {
  const sub = payload(token)?.sub;
  return typeof sub === 'string' ? sub : undefined;
}
