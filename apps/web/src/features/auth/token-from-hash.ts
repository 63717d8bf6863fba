/** The token of an e-mailed reset link: /reset-password#token=… (a fragment never reaches a server). */
export function tokenFromHash(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || undefined;
}
