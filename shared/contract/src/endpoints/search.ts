import { Type } from '@sinclair/typebox';
import { LIMITS, SEARCH_SORTS } from '../domain';
import { defineEndpoint } from '../endpoint';
import { Condition, Id, OneOf, PageOf, ProductSchema, Strict } from '../schemas';

const Price = Type.Number({ minimum: 0, maximum: LIMITS.priceMax, multipleOf: 0.01 });

export const searchProducts = defineEndpoint({
  method: 'GET',
  path: '/products/search',
  summary: 'Keyword search (typo-tolerant), filters and a sort over listed products',
  access: 'public',
  query: Strict({
    q: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Id),
    /** One seller's products (their page). */
    seller: Type.Optional(Id),
    condition: Type.Optional(Condition),
    minPrice: Type.Optional(Price),
    maxPrice: Type.Optional(Price),
    verified: Type.Optional(Type.Boolean()),
    available: Type.Optional(Type.Boolean()),
    sort: Type.Optional(OneOf(SEARCH_SORTS)),
    cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.searchPageMax })),
  }),
  paging: 'body',
  responses: { 200: PageOf(ProductSchema) },
});
