import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@replay/shared/contract';
import type { UserRow } from '../db/rows';
import { findUserByEmail, isAccountClosed } from '../db/users';
import { forbidden, unauthorized } from '../errors';
import { IdentityError, type VerifiedIdentity } from './firebase';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token proves the caller is. */
    identity?: VerifiedIdentity;
    /** The caller's user record, when they have one. */
    account?: UserRow;
  }
}

interface AccessTokenClaims {
  sub: string;
  email: string;
}

function bearer(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw unauthorized('Please sign in to continue');
  return match[1]!;
}

/** Our access token (GET /jwt), checked with HS256 only. */
async function verifyAccessToken(request: FastifyRequest): Promise<VerifiedIdentity> {
  const token = bearer(request);
  try {
    const claims = request.server.jwt.verify<AccessTokenClaims>(token);
    return { uid: claims.sub, email: claims.email };
  } catch {
    throw unauthorized('Your session has expired or is invalid; please sign in again');
  }
}

/** A Firebase ID token, verified with firebase-admin. */
async function verifyIdToken(request: FastifyRequest): Promise<VerifiedIdentity> {
  const token = bearer(request);
  try {
    return await request.server.identity.verifyIdToken(token);
  } catch (error) {
    throw unauthorized(error instanceof IdentityError ? error.message : 'Invalid sign-in token');
  }
}

async function attachAccount(request: FastifyRequest, identity: VerifiedIdentity): Promise<void> {
  request.identity = identity;
  const account = await findUserByEmail(request.server.db, identity.email);
  if (account) {
    request.account = account;
  } else if (await isAccountClosed(request.server.db, identity.email)) {
    throw unauthorized('This account has been closed');
  }
}

/** Any valid access token; the account may not exist yet. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await attachAccount(request, await verifyAccessToken(request));
}

/** A Firebase ID token, or failing that one of our access tokens (PUT /users). */
export async function authenticateIdOrAccessToken(request: FastifyRequest): Promise<void> {
  let identity: VerifiedIdentity;
  try {
    identity = await verifyAccessToken(request);
  } catch {
    identity = await verifyIdToken(request);
  }
  await attachAccount(request, identity);
}

/** A Firebase ID token only: the exchange for our access token (GET /jwt). */
export async function authenticateIdToken(request: FastifyRequest): Promise<void> {
  await attachAccount(request, await verifyIdToken(request));
}

const ROLE_NAMES: Record<Role, string> = { buyer: 'buyers', seller: 'sellers', admin: 'admins' };

/** An access token of a saved user holding one of the roles. */
export function requireRole(...roles: Role[]) {
  return async function roleGuard(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    const account = request.account;
    if (!account) throw forbidden('Finish signing up before using this');
    if (!roles.includes(account.role)) {
      throw forbidden(`Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} can do this`);
    }
  };
}

/** Any signed-in user with a saved account. */
export const requireAccount = requireRole('buyer', 'seller', 'admin');

/**
 * `?email=` from the spec's calls grants nothing: when present it must be the caller's own
 * e-mail (admins may name anyone where `allowAdmin` is set).
 */
export function requireOwnEmail(options: { allowAdmin?: boolean } = {}) {
  return async function ownEmailGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const email = (request.query as { email?: string } | undefined)?.email;
    if (email === undefined || !request.identity) return;
    if (email.toLowerCase() === request.identity.email) return;
    if (options.allowAdmin && request.account?.role === 'admin') return;
    throw forbidden('You can only act on your own account');
  };
}

export function signAccessToken(request: FastifyRequest, identity: VerifiedIdentity): string {
  return request.server.jwt.sign({ sub: identity.uid, email: identity.email } satisfies AccessTokenClaims);
}
