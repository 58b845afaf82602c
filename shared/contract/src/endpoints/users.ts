import { Type } from '@sinclair/typebox';
import { LIMITS, ROLES } from '../domain';
import { defineEndpoint } from '../endpoint';
import { EmailQuery, Id, OneOf, OptionalHttpUrl, SelfServiceRole, Strict, Text } from '../schemas';

/** Who a user is to the site: their role, their seller badge, their saved account and access token. */

export const getUserRole = defineEndpoint({
  method: 'GET',
  path: '/users/role',
  summary: "The caller's role (an admin may ask about anyone with ?email=); empty before sign-up",
  access: 'token',
  query: EmailQuery,
  responses: { 200: Type.Array(Strict({ role: OneOf(ROLES) })) },
});

export const getUserVerified = defineEndpoint({
  method: 'GET',
  path: '/users/verified',
  summary: 'Whether the caller is a verified seller (an admin may ask about anyone with ?email=)',
  access: 'token',
  query: EmailQuery,
  responses: { 200: Type.Array(Strict({ verified: Type.Boolean() })) },
});

export const saveUser = defineEndpoint({
  method: 'PUT',
  path: '/users',
  summary: "Saves the caller's account; the role is chosen once, at the first save",
  access: 'idOrAccessToken',
  body: Strict({
    name: Text(1, LIMITS.nameMax),
    email: Type.String({ minLength: 3, maxLength: 254 }),
    // A picture's address, or none (a Google account without a photo).
    img: Type.Optional(OptionalHttpUrl),
    role: Type.Optional(SelfServiceRole),
    verified: Type.Optional(Type.Boolean()),
  }),
  responses: {
    200: Strict({
      acknowledged: Type.Boolean(),
      matchedCount: Type.Integer(),
      modifiedCount: Type.Integer(),
      upsertedId: Type.Union([Id, Type.Null()]),
      role: OneOf(ROLES),
    }),
  },
});

export const getAccessToken = defineEndpoint({
  method: 'GET',
  path: '/jwt',
  summary: 'Exchanges a Firebase ID token for the API access token',
  access: 'idToken',
  query: EmailQuery,
  responses: { 200: Strict({ accessToken: Type.String() }) },
  errors: [404],
});
