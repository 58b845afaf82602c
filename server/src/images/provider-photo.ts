import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@replay/contract';
import type { VerifiedIdentity } from '../auth/firebase';
import { forgetUpload, recordUpload } from '../db/images';
import { detectImageType, newImageName } from './store';
import { imageSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from './variants';

/** Where Google serves account photos (`https://lh3.googleusercontent.com/a/…`). */
const GOOGLE_PHOTO_HOST = /^lh\d+\.googleusercontent\.com$/;

/** How long the copy of a photo may take before the account is saved without it. */
const FETCH_TIMEOUT_MS = 5000;

/**
 * Whether `url` is the photo Google keeps for a user who signed in with Google: the ID token's
 * `picture`, on Google's photo hosts. A password account sets its own `picture` claim (any URL: a
 * tracking pixel), so that is never taken.
 */
export function isGooglePhoto(identity: VerifiedIdentity, url: string): boolean {
  if (identity.signInProvider !== 'google.com' || !identity.picture || url !== identity.picture) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && GOOGLE_PHOTO_HOST.test(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * Copies a Google account photo into our image store, so that pages never load a third-party URL;
 * our URL, or undefined when it could not be copied (the account is saved without a photo). It is
 * checked as an upload is (type, pixels, size) and recorded as one of the user's uploads.
 */
export async function copyGooglePhoto(app: FastifyInstance, url: string, uid: string): Promise<string | undefined> {
  let content: Buffer;
  try {
    const response = await app.photoFetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`the photo answered ${response.status}`);
    content = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    app.log.warn({ err: error }, 'could not copy the account photo');
    return undefined;
  }
  if (content.length === 0 || content.length > LIMITS.imageMaxBytes) return undefined;
  const detected = detectImageType(content);
  const size = detected && (await imageSize(content));
  if (!detected || !size || Math.max(size.width, size.height) > MAX_IMAGE_SIDE) return undefined;
  if (size.width * size.height > MAX_IMAGE_PIXELS) return undefined;
  const name = newImageName(detected.ext);
  await app.db.transaction((tx) =>
    recordUpload(tx, { name, bytes: content.length, client: `google-photo:${uid}` }, Number.MAX_SAFE_INTEGER),
  );
  try {
    await app.images.save(name, content);
  } catch (error) {
    await forgetUpload(app.db, name);
    throw error;
  }
  return app.images.url(name);
}
