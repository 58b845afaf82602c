import { readFile } from 'node:fs/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { nameAfter, storedNameType, variantKeys, type ImageStore, type StoredImage, type VariantFormat } from './store';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Images in an S3-compatible bucket (IMAGE_STORE=s3), so every API instance serves every upload.
 * With IMAGE_PUBLIC_URL (a CDN in front of the bucket) the site loads them from there; otherwise
 * from the API, which streams them out of the bucket.
 */
export class S3ImageStore implements ImageStore {
  readonly kind = 's3';
  private readonly client: S3Client;

  constructor(
    private readonly config: S3Config,
    private readonly publicUrl: string,
  ) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: S3-compatible stores vary in what they accept.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  url(name: string): string {
    return this.config.publicUrl ? `${this.config.publicUrl}/${name}` : `${this.publicUrl}/images/${name}`;
  }

  /** Ours: under IMAGE_PUBLIC_URL, or under the API's /images/ (which serves the bucket too). */
  nameOf(url: string): string | undefined {
    return nameAfter(url, [
      ...(this.config.publicUrl ? [`${this.config.publicUrl}/`] : []),
      `${this.publicUrl}/images/`,
    ]);
  }

  private async put(key: string, content: Buffer, type: string | undefined): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: content,
        ContentType: type,
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async save(name: string, content: Buffer): Promise<void> {
    await this.put(name, content, storedNameType(name));
  }

  async addDemo(source: string, name: string): Promise<void> {
    const exists = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: name })).then(
      () => true,
      () => false,
    );
    if (!exists) await this.save(name, await readFile(source));
  }

  async open(name: string): Promise<StoredImage | undefined> {
    const type = storedNameType(name);
    if (!type) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }));
      return { stream: object.Body as NodeJS.ReadableStream, type, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async openVariant(key: string): Promise<Buffer | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async saveVariant(key: string, body: Buffer, type: VariantFormat): Promise<void> {
    await this.put(key, body, type);
  }

  async remove(name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.config.bucket,
        Delete: { Objects: [name, ...variantKeys(name)].map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}
