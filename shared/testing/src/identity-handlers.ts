import { HttpResponse } from 'msw';
import { api, type Role } from '@replay/contract';
import { handle } from './endpoint-handler';

/** msw handlers for the identity calls, answering like the server for the given roles. */
export function identityHandlers(roles: Record<string, Role> = {}) {
  return [
    handle(api.uploadImage, () => HttpResponse.json({ success: true, data: { url: 'https://img.test/photo.png' } })),
    handle(api.saveUser, async ({ request }) => {
      const body = (await request.json()) as { email: string; role?: Role };
      return HttpResponse.json({
        acknowledged: true,
        matchedCount: 0,
        modifiedCount: 0,
        upsertedId: 'new-user',
        role: roles[body.email] ?? body.role ?? 'buyer',
      });
    }),
    handle(api.getAccessToken, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email');
      return HttpResponse.json({ accessToken: `access-token-${email}` });
    }),
    // The signed-in user's own account (the token names them): a confirmed address, no phone or meeting place yet.
    handle(api.getMyAccount, ({ request }) => {
      const email = (request.headers.get('authorization') ?? '').replace(/^Bearer access-token-/, '');
      return HttpResponse.json({
        _id: '00000000-0000-4000-8000-0000000000aa',
        name: email.split('@')[0] ?? '',
        email,
        img: '',
        role: roles[email] ?? 'buyer',
        verified: false,
        emailVerified: true,
        phone: '',
        meetingPlace: '',
      });
    }),
    handle(api.getUserRole, ({ request }) => {
      const email = new URL(request.url).searchParams.get('email') ?? '';
      return HttpResponse.json(roles[email] ? [{ role: roles[email] }] : []);
    }),
  ];
}
