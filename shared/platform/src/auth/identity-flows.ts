import type { SelfServiceRole } from '@replay/contract';
import { requestAccessToken } from '../api/api-client';
import type { Platform } from '../app/platform';
import type { AuthService, AuthUser } from './auth-service';
import { translateAuthErrors } from './auth-errors';
import { saveUser, uploadImage } from './identity-api';

async function idTokenOf(service: AuthService): Promise<string> {
  const idToken = await service.getIdToken();
  if (!idToken) throw new Error('No user is signed in');
  return idToken;
}

/** GET /jwt with the ID token, then keeps the access token in the session. */
async function storeAccessToken({ apiClient, session }: Platform, email: string, idToken: string): Promise<void> {
  session.store(await requestAccessToken(apiClient, email, idToken));
}

/*
 * The identity provider's own calls go through translateAuthErrors: its refusals reach the pages
 * as sentences (auth-errors.ts), never as its codes.
 */

/**
 * After any sign-in: save the user (first-time Google users become buyers; the server never
 * changes an existing role), then exchange the ID token for an access token.
 */
async function completeSignIn(platform: Platform, service: AuthService, user: AuthUser): Promise<AuthUser> {
  const email = user.email ?? '';
  const idToken = await idTokenOf(service);
  await saveUser(
    platform.apiClient,
    { name: user.displayName ?? email, email, img: user.photoURL ?? '', role: 'buyer' },
    idToken,
  );
  await storeAccessToken(platform, email, idToken);
  return user;
}

export async function signInWithPassword(
  platform: Platform,
  service: AuthService,
  email: string,
  password: string,
): Promise<AuthUser> {
  const user = await translateAuthErrors('sign-in', () => service.signInWithPassword(email, password));
  return completeSignIn(platform, service, user);
}

export async function signInWithGoogle(platform: Platform, service: AuthService): Promise<AuthUser> {
  return completeSignIn(platform, service, await translateAuthErrors('sign-in', () => service.signInWithGoogle()));
}

/**
 * Signs the signed-in user in again with their password and resolves with a fresh ID token: what
 * changing the e-mail address and deleting the account need.
 */
export async function reauthenticate(service: AuthService, email: string, password: string): Promise<string> {
  await translateAuthErrors('sign-in', () => service.signInWithPassword(email, password));
  return idTokenOf(service);
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  role: SelfServiceRole;
  image: File;
}

/** Sign-up in this order: image, account, profile, user record, token. */
export async function signUp(platform: Platform, service: AuthService, input: SignUpInput): Promise<AuthUser> {
  const photoURL = await uploadImage(platform.apiClient, input.image);
  await translateAuthErrors('sign-up', () => service.createAccount(input.email, input.password));
  const user = await translateAuthErrors('other', () => service.updateProfile({ displayName: input.name, photoURL }));
  const idToken = await idTokenOf(service);
  await saveUser(
    platform.apiClient,
    {
      name: input.name,
      email: input.email,
      img: photoURL,
      role: input.role,
      ...(input.role === 'seller' ? { verified: false } : {}),
    },
    idToken,
  );
  await storeAccessToken(platform, input.email, idToken);
  return user;
}
