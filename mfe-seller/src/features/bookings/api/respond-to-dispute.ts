import { api } from '@replay/contract';
import { ensureAcknowledged, useApiMutation, type ApiClient } from '@replay/platform';
import { sellerKeys } from '../../../api/query-keys';
import { uploadPhotos } from '../../../api/upload-photos';
import type { Photo } from '../../../components/photos/photo-rules';

export interface DisputeAnswerInput {
  disputeId: string;
  text: string;
  /** Picked files, not uploaded yet. */
  photos: Photo[];
}

/**
 * The seller's answer to a problem the buyer reported: the photos are uploaded first, as the
 * seller's own (POST /product/images), then POST /disputes/{id}/response with the text and them.
 */
export async function respondToDispute(client: ApiClient, { disputeId, text, photos }: DisputeAnswerInput) {
  const images = await uploadPhotos(client, photos);
  const result = await client.call(api.respondToDispute, {
    params: { id: disputeId },
    body: { text: text.trim(), ...(images.length ? { images } : {}) },
  });
  return ensureAcknowledged(result, 'Your answer was not saved');
}

export const useRespondToDispute = () =>
  useApiMutation({ mutationFn: respondToDispute, invalidates: () => [sellerKeys.bookings] });
