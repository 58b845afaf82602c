import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { LIMITS } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import { forgetUpload, recordUpload } from '../db/images';
import { HttpError, badRequest, notFound } from '../errors';
import { detectImageType, newImageName, storedNameType } from '../images/store';
import { ImageVariants, imageSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from '../images/variants';
import { countedLimit, countRefusal, retryIn } from '../rate-limits';
import { endpointRoute } from './endpoint-route';

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export async function imageRoutes(app: FastifyInstance): Promise<void> {
  // Multipart parsing (and its per-request clean-up hook) only where uploads are taken.
  await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 5, parts: 6 } });
  /**
   * Stores the image of a multipart request (field "image") once it is checked and counted against
   * its address's budget; `uploaderId`: the seller whose listings may show it (POST /product/images).
   */
  async function receiveUpload(
    request: FastifyRequest,
    reply: FastifyReply,
    uploaderId?: string,
  ): Promise<{ success: boolean; data: { url: string } }> {
    if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
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
    // Decoding costs CPU and memory by the pixel: the size is read from the header, before anything decodes it.
    const size = await imageSize(content);
    if (!size) throw new HttpError(415, 'This image could not be read; please try another file');
    if (Math.max(size.width, size.height) > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS) {
      throw new HttpError(413, `Image too large (at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels)`);
    }

    // Uploads need no account (the sign-up photo comes first): each address has a budget of bytes an hour.
    const name = newImageName(detected.ext);
    const budget = app.config.uploadBytesPerHour;
    const counted = await app.db.transaction((tx) =>
      recordUpload(tx, { name, bytes: content.length, client: request.ip, uploaderId }, budget),
    );
    if (!counted.recorded) {
      reply.header('Retry-After', counted.retryAfterSeconds);
      countRefusal(app, request);
      throw new HttpError(
        429,
        `Uploads from your address are limited to ${megabytes(budget)} an hour; try again ${retryIn(counted.retryAfterSeconds)}`,
      );
    }
    try {
      await app.images.save(name, content);
    } catch (error) {
      await forgetUpload(app.db, name);
      throw error;
    }
    return { success: true, data: { url: app.images.url(name) } };
  }

  // Uploads need no account (the sign-up photo comes first); a seller's photos are theirs alone.
  endpointRoute(app, endpoints.uploadImage, {
    publicLists: 'nothing',
    rateLimit: app.config.rateLimits.uploads,
    handler: (request, reply) => receiveUpload(request, reply),
  });
  endpointRoute(app, endpoints.uploadProductImage, {
    publicLists: 'nothing',
    rateLimit: app.config.rateLimits.uploads,
    handler: (request, reply) => receiveUpload(request, reply, request.account!.id),
  });

  // ?w=: the image resized for where it shows (IMAGE_WIDTHS), WebP when the browser takes it.
  const variants = new ImageVariants(app.images, { concurrency: app.config.imageRenderConcurrency });
  // Rendering costs CPU; serving what was rendered before does not, so only renders are counted.
  const limitRenders = countedLimit(app, {
    max: app.config.rateLimits.imageRenders,
    timeWindow: '1 minute',
    key: (request) => `render:ip:${request.ip}`,
    message: (seconds) => `Too many new image sizes asked for from your address; try again ${retryIn(seconds)}`,
  });
  endpointRoute(app, endpoints.getImage, {
    handler: async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'");
      // An image never changes under its name, so it is cached for good; a 404 is not (a store's
      // outage or lag must not stick in caches).
      const immutable = () => reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      const { name } = request.params;
      if (!storedNameType(name)) throw notFound('Image not found');
      const { w } = request.query;
      if (w !== undefined) {
        const format = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'image/webp' : 'image/jpeg';
        let variant = await variants.rendered(name, w, format);
        if (!variant) {
          await limitRenders(request, reply);
          variant = await variants.render(name, w, format);
        }
        if (!variant) throw notFound('Image not found');
        return immutable().header('Vary', 'Accept').header('Content-Type', variant.type).send(variant.body);
      }
      const image = await app.images.open(name);
      if (!image) throw notFound('Image not found');
      return immutable().header('Content-Type', image.type).header('Content-Length', image.size).send(image.stream);
    },
  });
}
