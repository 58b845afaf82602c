import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ENDED_MESSAGE, type Role } from '@replay/contract';
import type { UserRow } from '../db/users';
import { adoptNewEmail } from '../accounts/email';
import { isSessionEnded, notePasswordOfSignIn } from '../accounts/sessions';
import { bindIdentity, findAccountsOfIdentity, identityGone, markEmailVerified } from '../db/users';
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
  /** email_verified of the Firebase ID token it was exchanged for. */
  ev?: boolean;
  /** When the session started, in ms: the sign-in of the ID token it was exchanged for (or its issue). */
  st?: number;
  /** Issued at, in seconds (set by the signer). */
  iat?: number;
}

const bearerToken = (request: FastifyRequest) => /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];

function bearer(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Please sign in to continue');
  return token;
}

function accessTokenIdentity(request: FastifyRequest, token: string): VerifiedIdentity {
  const claims = request.server.jwt.verify<AccessTokenClaims>(token);
  // Tokens signed before `st` existed: their issue second, to its last millisecond.
  const sessionStartedMs = claims.st ?? (claims.iat ?? 0) * 1000 + 999;
  return { uid: claims.sub, email: claims.email, emailVerified: claims.ev === true, sessionStartedMs };
}

/** Our access token (GET /jwt), checked with HS256 only. */
async function verifyAccessToken(request: FastifyRequest): Promise<VerifiedIdentity> {
  const token = bearer(request);
  try {
    return accessTokenIdentity(request, token);
  } catch {
    throw unauthorized('Your session has expired or is invalid; please sign in again');
  }
}

/**
 * Who a rate limit counts a request against: the signed-in user (the same key across token
 * renewals), else the client address. Only a token that verifies names a user, so made-up
 * tokens all count against their sender's address. Checking an HS256 signature is cheap enough
 * to do before the route's own authentication.
 */
export function rateLimitKey(request: FastifyRequest): string {
  const token = bearerToken(request);
  if (token) {
    try {
      return `user:${accessTokenIdentity(request, token).uid}`;
    } catch {
      // Not one of our access tokens (or a Firebase ID token at GET /jwt): counted by address.
    }
  }
  return `ip:${request.ip}`;
}

/** Admin rights need both the admin role and an e-mail address the caller has proven to own. */
export const isAdmin = (request: FastifyRequest) =>
  request.account?.role === 'admin' && request.identity?.emailVerified === true;

/** A Firebase ID token, verified with firebase-admin. */
async function verifyIdToken(request: FastifyRequest): Promise<VerifiedIdentity> {
  const token = bearer(request);
  try {
    return await request.server.identity.verifyIdToken(token);
  } catch (error) {
    throw unauthorized(error instanceof IdentityError ? error.message : 'Invalid sign-in token');
  }
}

/**
 * Finds the caller's account and holds it to its identity. An account is bound to the identity
 * provider's user id at its first save (rows made before are bound at their first sign-in); a
 * token of another user for its address is refused unless that user has proven the address is
 * theirs with a Firebase ID token (then the account follows them: the old sign-in account was
 * lost); an access token never re-binds, as it was issued to an earlier binding or a deleted
 * account. A token whose session started before the account's sessions ended is refused
 * (src/accounts/sessions.ts). The bound user's confirmed new address replaces the old one (a change
 * of address, see src/accounts/email.ts).
 */
async function attachAccount(request: FastifyRequest, identity: VerifiedIdentity, fromIdToken = false): Promise<void> {
  request.identity = identity;
  const { db } = request.server;
  const rows = await findAccountsOfIdentity(db, identity.uid, identity.email);
  const byUid = rows.find((row) => row.firebase_uid === identity.uid);
  const byEmail = rows.find((row) => row.email === identity.email);
  const found = byUid ?? byEmail;
  if (!byUid) {
    // A deleted account's token stays refused, whoever has signed up with its address since.
    const gone = await identityGone(db, identity.uid, identity.email);
    if (gone === 'deleted') throw unauthorized('This account was deleted');
    if (!found) {
      if (gone === 'closed') throw unauthorized('This account has been closed');
      return;
    }
    if (found.firebase_uid) {
      if (!fromIdToken) throw unauthorized(SESSION_ENDED_MESSAGE);
      if (!identity.emailVerified) throw forbidden('This e-mail belongs to another account');
    }
  }
  let account: UserRow = found!;
  if (isSessionEnded(account, identity)) throw unauthorized(SESSION_ENDED_MESSAGE);
  if (!byUid) {
    await bindIdentity(db, account.id, identity.uid);
    account = { ...account, firebase_uid: identity.uid };
  } else if (
    fromIdToken &&
    account.email !== identity.email &&
    identity.emailVerified &&
    !byEmail &&
    (await request.server.identity.auth.getUser(identity.uid)).email === identity.email
  ) {
    // Only a Firebase ID token (checked for revocation) of the address the sign-in account has now
    // moves the account: a token of before an undone change must not move it back. The sessions
    // started before this sign-in end.
    await adoptNewEmail(request.server, account.id, identity.email, new Date((identity.authTime ?? 0) * 1000));
    account = { ...account, email: identity.email, email_verified_at: new Date() };
  }
  if (identity.emailVerified && !account.email_verified_at) {
    await markEmailVerified(db, account.id);
    account = { ...account, email_verified_at: new Date() };
  }
  if (fromIdToken) await notePasswordOfSignIn(request.server, account, identity, bearer(request), request.log);
  request.account = account;
}

/** Whether the caller has proven their address is theirs (the verification link, or their identity provider). */
export const hasVerifiedEmail = (request: FastifyRequest) =>
  request.identity?.emailVerified === true || Boolean(request.account?.email_verified_at);

/**
 * A `preHandler` (after the route's access guard): the caller's address is confirmed. Route
 * option `verifiedEmail` of endpointRoute.
 */
export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!hasVerifiedEmail(request)) throw forbidden('Confirm your e-mail address first');
}

/**
 * A `preHandler` for a Firebase ID token route: the caller signed in (with their password) within
 * FRESH_SIGN_IN_SECONDS, so a token left in a browser cannot delete the account or move its address.
 */
export async function requireFreshSignIn(request: FastifyRequest): Promise<void> {
  const authTime = request.identity?.authTime;
  const maxAge = request.server.config.freshSignInSeconds;
  if (authTime === undefined || Date.now() / 1000 - authTime > maxAge) throw unauthorized('Please sign in again');
}

/** Any valid access token; the account may not exist yet. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  await attachAccount(request, await verifyAccessToken(request));
}

/** A Firebase ID token, or failing that one of our access tokens (PUT /users). */
export async function authenticateIdOrAccessToken(request: FastifyRequest): Promise<void> {
  let identity: VerifiedIdentity;
  let fromIdToken = false;
  try {
    identity = await verifyAccessToken(request);
  } catch {
    identity = await verifyIdToken(request);
    fromIdToken = true;
  }
  await attachAccount(request, identity, fromIdToken);
}

/** A Firebase ID token only: the exchange for our access token (GET /jwt). */
export async function authenticateIdToken(request: FastifyRequest): Promise<void> {
  await attachAccount(request, await verifyIdToken(request), true);
}

const ROLE_NAMES: Record<Role, string> = { buyer: 'buyers', seller: 'sellers', admin: 'admins' };

/** An access token of a saved user holding one of the roles. */
export function requireRole(...roles: Role[]) {
  return async function roleGuard(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    const account = request.account;
    if (!account) throw forbidden('Finish signing up before using this');
    if (account.role === 'admin' && !isAdmin(request)) {
      throw forbidden('Admin rights need a verified e-mail address; verify it, then sign in again');
    }
    if (!roles.includes(account.role)) {
      throw forbidden(`Only ${roles.map((role) => ROLE_NAMES[role]).join(' or ')} can do this`);
    }
  };
}

/** Any signed-in user with a saved account. */
export const requireAccount = requireRole('buyer', 'seller', 'admin');

/**
 * `?email=` from the spec's calls grants nothing: when present it must be the caller's own
 * e-mail (admins may name anyone where `allowAdmin` is set). A `preHandler`: it reads the query
 * after validation.
 */
export function requireOwnEmail(options: { allowAdmin?: boolean } = {}) {
  return async function ownEmailGuard(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
    const email = (request.query as { email?: string } | undefined)?.email;
    if (email === undefined || !request.identity) return;
    if (email.toLowerCase() === request.identity.email) return;
    if (options.allowAdmin && isAdmin(request)) return;
    throw forbidden('You can only act on your own account');
  };
}

/**
 * Route options for a call the spec sends with `?email=`: who may call it (an `onRequest`
 * guard, before any body is parsed) and the own-e-mail check (after validation).
 */
export function guarded(guard: (request: FastifyRequest) => Promise<void>, options: { allowAdmin?: boolean } = {}) {
  return { onRequest: guard, preHandler: requireOwnEmail(options) };
}

export function signAccessToken(request: FastifyRequest, identity: VerifiedIdentity): string {
  return request.server.jwt.sign({
    sub: identity.uid,
    email: identity.email,
    ev: identity.emailVerified,
    st: Math.min(Date.now(), identity.sessionStartedMs ?? Infinity),
  } satisfies AccessTokenClaims);
}
