import type { Database } from '../db/database';
import { claimUnusedImages, settleImageDeletion, startDeletingImage } from '../db/images';
import type { ImageStore } from './store';

/** What a run of the unused-images job did. */
export interface UnusedImagesRun {
  deleted: number;
  failed: number;
}

/**
 * The unused-images job: deletes the uploads nothing has used for `hours` (a sign-up photo whose
 * account was never made, a product photo whose product never was), files and resized copies, in
 * batches. Safe on several instances at once: each image is leased to one (see claimUnusedImages),
 * and one that something starts using meanwhile is kept (see startDeletingImage). A deletion the
 * store refuses is tried again by the next run.
 */
export async function deleteUnusedImages(
  db: Database,
  store: ImageStore,
  options: { hours: number; log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void } },
  batch = 50,
): Promise<UnusedImagesRun> {
  const run: UnusedImagesRun = { deleted: 0, failed: 0 };
  for (;;) {
    const claimed = await claimUnusedImages(db, options.hours, batch);
    for (const name of claimed) {
      if (!(await db.transaction((tx) => startDeletingImage(tx, name)))) continue;
      try {
        await store.remove(name);
      } catch (error) {
        await settleImageDeletion(db, name, error instanceof Error ? error.message : String(error));
        options.log.warn({ err: error, image: name }, 'could not delete an unused image; the next run tries again');
        run.failed += 1;
        continue;
      }
      await settleImageDeletion(db, name);
      run.deleted += 1;
    }
    if (claimed.length < batch || run.failed > 0) break;
  }
  if (run.deleted > 0 || run.failed > 0) options.log.info({ ...run }, 'unused images job ran');
  return run;
}
