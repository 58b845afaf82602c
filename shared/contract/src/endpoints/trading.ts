import { Type } from '@sinclair/typebox';
import { LIMITS } from '../domain';
import { defineEndpoint } from '../endpoint';
import {
  AcknowledgedSchema,
  DeleteResultSchema,
  Id,
  IdParams,
  InsertResultSchema,
  ListQuery,
  PageOf,
  PageQuery,
  ProductSchema,
  ReviewSchema,
  SellerProfileSchema,
  Strict,
} from '../schemas';

/** Reviews of sellers, sellers' pages and buyers' saved items. */

export const reviewSeller = defineEndpoint({
  method: 'POST',
  path: '/reviews',
  summary: 'Rates the seller of a paid order (its buyer, once per order)',
  access: ['buyer'],
  body: Strict({
    bookingId: Id,
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.Optional(Type.String({ maxLength: LIMITS.reviewCommentMax })),
  }),
  responses: { 201: InsertResultSchema },
  errors: [404, 409],
});

export const getSeller = defineEndpoint({
  method: 'GET',
  path: '/sellers/:id',
  summary: "A seller's public profile and rating",
  access: ['buyer', 'seller', 'admin'],
  params: IdParams,
  responses: { 200: SellerProfileSchema },
  errors: [404],
});

export const listSellerReviews = defineEndpoint({
  method: 'GET',
  path: '/sellers/:id/reviews',
  summary: "A seller's reviews, newest first",
  access: ['buyer', 'seller', 'admin'],
  params: IdParams,
  query: PageQuery,
  paging: 'body',
  responses: { 200: PageOf(ReviewSchema) },
  errors: [404],
});

export const listFavourites = defineEndpoint({
  method: 'GET',
  path: '/favourites',
  summary: "The buyer's saved items that are still listed, latest saved first",
  access: ['buyer'],
  query: ListQuery,
  paging: 'header',
  responses: { 200: Type.Array(ProductSchema) },
});

const ProductParams = Strict({ productId: Id });

export const saveFavourite = defineEndpoint({
  method: 'PUT',
  path: '/favourites/:productId',
  summary: 'Saves a product (saving it again changes nothing)',
  access: ['buyer'],
  params: ProductParams,
  responses: { 200: AcknowledgedSchema },
  errors: [404],
});

export const removeFavourite = defineEndpoint({
  method: 'DELETE',
  path: '/favourites/:productId',
  summary: 'Forgets a saved product',
  access: ['buyer'],
  params: ProductParams,
  responses: { 200: DeleteResultSchema },
});
