/**
 * An unsigned access token carrying the server's claims (`sub`, `email`, `exp` in seconds): the
 * page only reads them, the server verifies them.
 */
export function unsignedAccessToken(claims: { sub?: string; email?: string; exp?: number }): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}
