import type { FastifyInstance } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { detectImageType } from '../images/store';
import { ImageVariants } from '../images/variants';
import { HttpError, badRequest, notFound } from '../errors';
import { endpointRoute } from './endpoint-route';

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  // Multipart parsing (and its per-request clean-up hook) only where uploads are taken.
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 } });
  endpointRoute(app, endpoints.uploadImage, {
    rateLimit: app.config.rateLimits.uploads,
    handler: async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
      let part: MultipartFile | undefined;
      let content: Buffer;
      try {
        part = await request.file();
        if (!part || part.fieldname !== 'image') throw badRequest('image is required');
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'The image is larger than 5 MB');
        // Anything else here is the request body failing to parse: no boundary, cut short.
        throw badRequest('The upload is not valid multipart/form-data; send the image in the field "image"');
      }
      if (content.length === 0) throw badRequest('The image file is empty');
      const detected = detectImageType(content);
      if (!detected) throw new HttpError(415, 'Only JPEG, PNG, WebP or GIF images are accepted');
      // A file whose declared type disagrees with its content is refused (e.g. a GIF named .jpg).
      if (
        part.mimetype.startsWith('image/') &&
        part.mimetype !== detected.type &&
        !(part.mimetype === 'image/jpg' && detected.type === 'image/jpeg')
      ) {
        throw new HttpError(
          415,
          `The file is a ${detected.type.slice(6).toUpperCase()} image but was sent as ${part.mimetype}`,
        );
      }
      const name = await app.images.save(content, detected.ext);
      return { success: true, data: { url: app.images.url(name) } };
    },
  });

  // ?w=: the image resized for where it shows (IMAGE_WIDTHS), WebP when the browser takes it.
  const variants = new ImageVariants(app.images);
  endpointRoute(app, endpoints.getImage, {
    handler: async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'");
      // An image never changes under its name, so it is cached for good; a 404 is not (a store's
      // outage or lag must not stick in caches).
      const immutable = () => reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      const { w } = request.query;
      if (w !== undefined) {
        const format = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'image/webp' : 'image/jpeg';
        const variant = await variants.get(request.params.name, w, format);
        if (!variant) throw notFound('Image not found');
        return immutable().header('Vary', 'Accept').header('Content-Type', variant.type).send(variant.body);
      }
      const image = await app.images.open(request.params.name);
      if (!image) throw notFound('Image not found');
      return immutable().header('Content-Type', image.type).header('Content-Length', image.size).send(image.stream);
    },
  });
}
