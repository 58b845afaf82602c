import { queryOptions } from '@tanstack/react-query';
import {
  api,
  type ImageUploadResponse,
  type Role,
  type RoleResponse,
  type SaveUserPayload,
  type SaveUserResponse,
} from '@replay/contract';
import type { ApiClient } from '../api/api-client';
import { queryKeys } from '../query/query-keys';
import { REMEMBERED_AT } from './role-hint';

/** POST /images (multipart field `image`, no token). Resolves with the hosted image URL. */
export async function uploadImage(client: ApiClient, image: File): Promise<string> {
  const body = new FormData();
  body.append('image', image);
  const { data } = await client.post<ImageUploadResponse>(api.images, body, { anonymous: true });
  if (!data.success) throw new Error('Image upload failed');
  return data.data.url;
}

/** PUT /users with the Firebase ID token; creates the user on first sign-in, never changes a role. */
export async function saveUser(client: ApiClient, user: SaveUserPayload, idToken: string): Promise<SaveUserResponse> {
  const { data } = await client.put<SaveUserResponse>(api.users, user, {
    headers: { Authorization: `Bearer ${idToken}` },
  });
  return data;
}

/** GET /users/role: the first item's role (the answer is a list), null when the server lists none. */
export async function getRole(client: ApiClient, email: string): Promise<Role | null> {
  const { data } = await client.get<RoleResponse>(api.usersRole, { params: { email } });
  return data[0]?.role ?? null;
}

export const roleQueryOptions = (client: ApiClient, email: string) =>
  queryOptions({
    queryKey: queryKeys.role(email),
    queryFn: () => getRole(client, email),
    // A user's role never changes once saved; it is read again only for another e-mail, or once
    // when what the cache holds is the role remembered from an earlier visit (rememberRoles).
    staleTime: (query) => (query.state.dataUpdatedAt === REMEMBERED_AT ? 0 : Infinity),
  });
