import { Type } from '@sinclair/typebox';
import { IMAGE_TYPES, IMAGE_WIDTHS } from '../domain';
import { defineEndpoint } from '../endpoint';
import { Strict } from '../schemas';

/** The image store: uploads, and each image served as uploaded or resized. */

export const uploadImage = defineEndpoint({
  method: 'POST',
  path: '/images',
  summary: 'Stores a JPEG, PNG, WebP or GIF image (multipart field "image", at most 5 MB)',
  access: 'public',
  consumes: 'multipart/form-data',
  responses: { 201: Strict({ success: Type.Boolean(), data: Strict({ url: Type.String() }) }) },
  errors: [413, 415],
});

export const getImage = defineEndpoint({
  method: 'GET',
  path: '/images/:name',
  summary: 'A stored image; with ?w= resized to that width (WebP where the browser takes it)',
  access: 'public',
  params: Strict({ name: Type.String({ maxLength: 80 }) }),
  query: Strict({
    w: Type.Optional(Type.Unsafe<(typeof IMAGE_WIDTHS)[number]>({ type: 'integer', enum: [...IMAGE_WIDTHS] })),
  }),
  produces: IMAGE_TYPES,
  responses: { 200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }) },
  errors: [404],
});
