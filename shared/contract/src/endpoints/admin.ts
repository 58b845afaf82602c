import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import {
  DeleteResultSchema,
  EmailQuery,
  IdParams,
  ListQuery,
  Strict,
  UpdateResultSchema,
  UserSchema,
} from '../schemas';

/** The admin's lists of buyers and sellers, removing either, verifying sellers. */

const listUsers = (role: 'buyers' | 'sellers') =>
  ({
    method: 'GET',
    path: `/role/${role}`,
    summary: `Every ${role.slice(0, -1)}, oldest first`,
    access: ['admin'],
    query: ListQuery,
    paging: 'header',
    responses: { 200: Type.Array(UserSchema) },
  }) as const;

const deleteUser = (role: 'buyer' | 'seller') =>
  ({
    method: 'DELETE',
    path: `/${role}/delete/:id`,
    summary: `Removes a ${role}${role === 'seller' ? ' and their products' : ''}; money records are kept`,
    access: ['admin'],
    params: IdParams,
    query: EmailQuery,
    responses: { 200: DeleteResultSchema },
    errors: [404],
  }) as const;

export const listBuyers = defineEndpoint(listUsers('buyers'));
export const listSellers = defineEndpoint(listUsers('sellers'));
export const deleteBuyer = defineEndpoint(deleteUser('buyer'));
export const deleteSeller = defineEndpoint(deleteUser('seller'));

export const verifySeller = defineEndpoint({
  method: 'POST',
  path: '/seller/verify/:id',
  summary: 'Verifies a seller: the badge shows on all of their products',
  access: ['admin'],
  params: IdParams,
  query: EmailQuery,
  // The spec sends { verified: true }; no body at all works the same.
  body: Type.Optional(Strict({ verified: Type.Optional(Type.Literal(true)), email: Type.Optional(Type.String()) })),
  responses: { 200: UpdateResultSchema },
  errors: [404],
});
