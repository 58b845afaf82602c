import { HttpResponse } from 'msw';
import { api, type ResponseOf } from '@replay/contract';
import { handle } from '@replay/testing';

type MyAccount = ResponseOf<typeof api.getMyAccount>;

/** The seller's own account (GET /users/me), as the server answers it; no phone or meeting place unless given. */
export const aSellerAccount = (overrides: Partial<MyAccount> = {}): MyAccount => ({
  _id: '00000000-0000-4000-8000-0000000000aa',
  name: 'seller',
  email: 'seller@replay.test',
  img: '',
  role: 'seller',
  verified: false,
  emailVerified: true,
  phone: '',
  meetingPlace: '',
  ...overrides,
});

/** GET /users/me answering the seller's account. */
export const serveSellerAccount = (overrides: Partial<MyAccount> = {}) =>
  handle(api.getMyAccount, () => HttpResponse.json(aSellerAccount(overrides)));
