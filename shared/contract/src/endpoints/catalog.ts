import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../endpoint';
import {
  AdvertisedProductSchema,
  CategorySchema,
  DeleteResultSchema,
  EmailQuery,
  Id,
  IdParams,
  InsertResultSchema,
  ListQuery,
  PageQuery,
  ProductDetailSchema,
  ProductImages,
  ProductSchema,
  Strict,
  UpdateResultSchema,
  productDetailsProperties,
} from '../schemas';

/** Categories and products: the public lists, a product, and a seller's own listings. */

export const listCategories = defineEndpoint({
  method: 'GET',
  path: '/categories',
  summary: 'Every category, in display order',
  access: 'public',
  responses: { 200: Type.Array(CategorySchema) },
});

export const listAdvertised = defineEndpoint({
  method: 'GET',
  path: '/product/advertise',
  summary: 'The home carousel: advertised products that are still available, newest first',
  access: 'public',
  query: PageQuery,
  paging: 'header',
  responses: { 200: Type.Array(AdvertisedProductSchema) },
});

export const listCategoryProducts = defineEndpoint({
  method: 'GET',
  path: '/products/:id',
  summary: "A category's products, newest first",
  access: 'public',
  params: IdParams,
  query: PageQuery,
  paging: 'header',
  responses: { 200: Type.Array(ProductSchema) },
  errors: [404],
});

export const getProduct = defineEndpoint({
  method: 'GET',
  path: '/product/:id',
  summary: 'One product, with its photos and price history; a closed or sold one too',
  access: 'public',
  params: IdParams,
  responses: { 200: ProductDetailSchema },
  errors: [404],
});

export const getProductContact = defineEndpoint({
  method: 'GET',
  path: '/product/:id/contact',
  summary:
    "The seller's mobile for one product: for its seller, an admin, or a buyer with a booking of it (the meet-up needs it); never in public answers",
  access: ['buyer', 'seller', 'admin'],
  params: IdParams,
  responses: { 200: Strict({ mobile: Type.String() }) },
  errors: [404],
});

export const listMyProducts = defineEndpoint({
  method: 'GET',
  path: '/products',
  summary: "The seller's own products, newest first",
  access: ['seller'],
  query: ListQuery,
  paging: 'header',
  responses: { 200: Type.Array(ProductSchema) },
});

export const addProduct = defineEndpoint({
  method: 'POST',
  path: '/products',
  summary: 'Lists a product for sale',
  access: ['seller'],
  query: EmailQuery,
  body: Strict({
    ...productDetailsProperties,
    /** Its photos in order; the first is `imageUrl`, the cover. Without it, `imageUrl` is the only one. */
    images: Type.Optional(ProductImages),
    // Fields the spec's client sends that the server owns; accepted and ignored.
    sellerName: Type.Optional(Type.String()),
    sellerEmail: Type.Optional(Type.String()),
    status: Type.Optional(Type.Boolean()),
    advertise: Type.Optional(Type.Boolean()),
    date: Type.Optional(Type.String()),
    verified: Type.Optional(Type.Boolean()),
  }),
  responses: { 201: InsertResultSchema },
});

export const advertiseProduct = defineEndpoint({
  method: 'POST',
  path: '/product/advertise',
  summary: "Advertises one of the seller's available products on the home page",
  access: ['seller'],
  query: EmailQuery,
  // Only productId is used; the rest of the spec's payload is read from the stored product.
  body: Strict({
    productId: Id,
    title: Type.Optional(Type.String()),
    resprice: Type.Optional(Type.Number()),
    status: Type.Optional(Type.Boolean()),
    imageUrl: Type.Optional(Type.String()),
    sellerEmail: Type.Optional(Type.String()),
  }),
  responses: { 200: UpdateResultSchema },
  errors: [404, 409],
});

export const deleteProduct = defineEndpoint({
  method: 'DELETE',
  path: '/product/delete/:id',
  summary: 'Deletes a product (its seller, unsold; or an admin); its money records are kept',
  access: ['seller', 'admin'],
  params: IdParams,
  query: EmailQuery,
  responses: { 200: DeleteResultSchema },
  errors: [404, 409],
});
