import { HttpResponse } from 'msw';
import type { api, ResponseOf, Role } from '@replay/contract';

/** PUT /users' answer: the account saved, a new one (`upsertedId`) or one already there, with its role. */
export const userSaved = (role: Role, upsertedId: string | null = null) =>
  HttpResponse.json<ResponseOf<typeof api.saveUser>>({
    acknowledged: true,
    matchedCount: upsertedId ? 0 : 1,
    modifiedCount: 0,
    upsertedId,
    role,
  });
