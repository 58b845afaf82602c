import type { SelfServiceRole } from '@replay/contract';
import { requestAccessToken } from '../api/api-client';
import type { Platform } from '../app/platform';
import type { AuthService, AuthUser } from './auth-service';
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
  return completeSignIn(platform, service, await service.signInWithPassword(email, password));
}

export async function signInWithGoogle(platform: Platform, service: AuthService): Promise<AuthUser> {
  return completeSignIn(platform, service, await service.signInWithGoogle());
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
  await service.createAccount(input.email, input.password);
  const user = await service.updateProfile({ displayName: input.name, photoURL });
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
