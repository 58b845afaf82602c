import { queryOptions } from '@tanstack/react-query';
import { api, type ResponseOf, type Role, type SaveUserPayload } from '@replay/contract';
import type { ApiClient } from '../api/api-client';
import { queryKeys } from '../query/query-keys';
import { REMEMBERED_AT } from './role-hint';

/** POST /images (multipart field `image`, no token). Resolves with the hosted image URL. */
export async function uploadImage(client: ApiClient, image: File): Promise<string> {
  const body = new FormData();
  body.append('image', image);
  const { success, data } = await client.call(api.uploadImage, { body });
  if (!success) throw new Error('Image upload failed');
  return data.url;
}

/** PUT /users with the Firebase ID token; creates the user on first sign-in, never changes a role. */
export function saveUser(
  client: ApiClient,
  user: SaveUserPayload,
  idToken: string,
): Promise<ResponseOf<typeof api.saveUser>> {
  return client.call(api.saveUser, { body: user, headers: { Authorization: `Bearer ${idToken}` } });
}

/** GET /users/role: the first item's role (the answer is a list), null when the server lists none. */
export async function getRole(client: ApiClient, email: string): Promise<Role | null> {
  const roles = await client.call(api.getUserRole, { query: { email } });
  return roles[0]?.role ?? null;
}

export const roleQueryOptions = (client: ApiClient, email: string) =>
  queryOptions({
    queryKey: queryKeys.role(email),
    queryFn: () => getRole(client, email),
    // A user's role never changes once saved; it is read again only for another e-mail, or once
    // when what the cache holds is the role remembered from an earlier visit (rememberRoles).
    staleTime: (query) => (query.state.dataUpdatedAt === REMEMBERED_AT ? 0 : Infinity),
  });
