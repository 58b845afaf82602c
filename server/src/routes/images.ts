import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import multipart from '@fastify/multipart';
import { IMAGE_WIDTHS, LIMITS, type ImageUploadResponse, type ImageWidth } from '@replay/contract';
import { detectImageType } from '../images/store';
import { ImageVariants } from '../images/variants';
import { HttpError, badRequest, notFound } from '../errors';

export const imageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart parsing (and its per-request clean-up hook) only where uploads are taken.
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 } });
  app.post(
    '/images',
    { config: { rateLimit: { max: app.config.rateLimits.uploads, timeWindow: '1 minute' } } },
    async (request, reply): Promise<ImageUploadResponse> => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
      const part = await request.file();
      if (!part || part.fieldname !== 'image') throw badRequest('image is required');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, 'The image is larger than 5 MB');
        throw error;
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
      reply.status(201);
      return { success: true, data: { url: app.images.url(name) } };
    },
  );

  // ?w=: the image resized for where it shows (IMAGE_WIDTHS), WebP when the browser takes it.
  const variants = new ImageVariants(app.images);
  const schema = {
    params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
    querystring: Type.Object({
      w: Type.Optional(Type.Unsafe<ImageWidth>({ type: 'integer', enum: [...IMAGE_WIDTHS] })),
    }),
  };
  app.get('/images/:name', { schema }, async (request, reply) => {
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .header('Cache-Control', 'public, max-age=31536000, immutable');
    const { w } = request.query;
    if (w !== undefined) {
      const format = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'image/webp' : 'image/jpeg';
      const variant = await variants.get(request.params.name, w, format);
      if (!variant) throw notFound('Image not found');
      return reply.header('Vary', 'Accept').header('Content-Type', variant.type).send(variant.body);
    }
    const image = await app.images.open(request.params.name);
    if (!image) throw notFound('Image not found');
    return reply.header('Content-Type', image.type).header('Content-Length', image.size).send(image.stream);
  });
};
