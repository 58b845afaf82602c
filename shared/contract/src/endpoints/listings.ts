import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import { IdParams, ProductDetailSchema, ProductSchema, Strict, productEditProperties } from '../schemas';

/** What a seller does with a listing after adding it: photos, edits, closing, reopening, selling elsewhere. */

export const uploadProductImage = defineEndpoint({
  method: 'POST',
  path: '/product/images',
  summary:
    'Stores a photo for the seller\'s listings (multipart field "image", at most 5 MB); only its uploader may use it',
  access: ['seller'],
  consumes: 'multipart/form-data',
  responses: { 201: Strict({ success: Type.Boolean(), data: Strict({ url: Type.String() }) }) },
  errors: [413, 415],
});

export const editProduct = defineEndpoint({
  method: 'PATCH',
  path: '/product/:id',
  summary:
    "Changes the seller's listing; 409 when it changed since `version`, when it is sold, or its price while a buyer holds it",
  access: ['seller'],
  params: IdParams,
  body: Strict(productEditProperties),
  responses: { 200: ProductDetailSchema },
  errors: [404, 409],
});

export const closeProduct = defineEndpoint({
  method: 'POST',
  path: '/product/:id/close',
  summary: "Takes the seller's listing off sale: off every public list; its unpaid bookings, open intents and hold end",
  access: ['seller'],
  params: IdParams,
  responses: { 200: ProductSchema },
  errors: [404, 409],
});

export const reopenProduct = defineEndpoint({
  method: 'POST',
  path: '/product/:id/reopen',
  summary: "Puts the seller's closed listing on sale again; 409 when it is sold",
  access: ['seller'],
  params: IdParams,
  responses: { 200: ProductSchema },
  errors: [404, 409],
});

export const markProductSoldElsewhere = defineEndpoint({
  method: 'POST',
  path: '/product/:id/sold-elsewhere',
  summary:
    "Marks the seller's listing sold outside Replay Market, for good; its unpaid bookings, open intents and hold end",
  access: ['seller'],
  params: IdParams,
  responses: { 200: ProductSchema },
  errors: [404, 409],
});
