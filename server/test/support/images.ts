import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@replay/contract/endpoints';
import { call } from './api';
import type { TestUser } from './harness';

/** A real 1 × 1 PNG, which every decoder reads. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A grey PNG whose header says `width` × `height` in under a hundred bytes (its pixel data stops
 * after one row): what a decompression bomb shows a reader of headers.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body carrying `file` in the field `image` (or another). */
export function multipart(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----replay-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${options.filename ?? 'photo.png'}"\r\nContent-Type: ${options.type ?? 'image/png'}\r\n\r\n`;
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  };
}

/** The same upload as the options of a `call` (./api.ts): its content type, and its body. */
export function asUpload(file: Buffer, options: Parameters<typeof multipart>[1] = {}) {
  const { headers, payload } = multipart(file, options);
  return { headers, body: payload };
}

/** A photo a seller uploads for their listings (POST /product/images); returns its address. */
export async function sellerPhoto(
  app: FastifyInstance,
  seller: TestUser,
  file: Buffer = ONE_PIXEL_PNG,
): Promise<string> {
  const jpeg = file[0] === 0xff && file[1] === 0xd8;
  const options = jpeg ? { filename: 'photo.jpg', type: 'image/jpeg' } : {};
  const response = await call(app, seller, endpoints.uploadProductImage, asUpload(file, options));
  if (response.statusCode !== 201) throw new Error(`POST /product/images failed: ${response.body}`);
  return response.json().data.url;
}
