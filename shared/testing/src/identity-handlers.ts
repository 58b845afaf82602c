import { http, HttpResponse } from 'msw';
import { api, type Role } from '@replay/contract';
import { apiUrl } from './test-config';

/** msw handlers for the identity calls, answering like the server for the given roles. */
export function identityHandlers(roles: Record<string, Role> = {}) {
  return [
    http.post(apiUrl(api.images), () =>
      HttpResponse.json({ success: true, data: { url: 'https://img.test/photo.png' } }),
    ),
    http.put(apiUrl(api.users), async ({ request }) => {
      const body = (await request.json()) as { email: string; role?: Role };
      return HttpResponse.json({
        acknowledged: true,
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: 'new-user',
        role: roles[body.email] ?? body.role ?? 'buyer',
      });
    }),
    http.get(apiUrl(api.jwt), ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      return HttpResponse.json({ accessToken: `access-token-${email}` });
    }),
    http.get(apiUrl(api.usersRole), ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      return HttpResponse.json(roles[email] ? [{ role: roles[email] }] : []);
    }),
  ];
}
