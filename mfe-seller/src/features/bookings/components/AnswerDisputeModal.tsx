import { Suspense, lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { groupThousands, type OrderDispute } from '@replay/contract';
import {
  ApiClientError,
  ErrorText,
  Loading,
  Modal,
  TextAreaField,
  getErrorMessage,
  notifySuccess,
} from '@replay/platform';
import { ImageUploadError } from '../../../api/upload-photos';
import { photosProblem, type Photo } from '../../../components/photos/photo-rules';
import { useRespondToDispute } from '../api/respond-to-dispute';

// The photo picker brings @dnd-kit: it loads when a seller answers, not with My Bookings.
const PhotosField = lazy(() =>
  import(/* webpackChunkName: "photos-field" */ '../../../components/photos/PhotosField').then((module) => ({
    default: module.PhotosField,
  })),
);

/** The answer's limits, as POST /disputes/{id}/response takes it. */
const ANSWER_MAX = 2000;
const ANSWER_PHOTOS_MAX = 6;

interface AnswerValues {
  text: string;
  photos: Photo[];
}

const rules = {
  text: {
    validate: (text: string) => {
      if (!text.trim()) return 'Write your answer';
      if (text.trim().length > ANSWER_MAX)
        return `Keep your answer to ${groupThousands(String(ANSWER_MAX))} characters`;
      return true;
    },
  },
  photos: { validate: (photos: Photo[]) => photosProblem(photos, { required: false, max: ANSWER_PHOTOS_MAX }) ?? true },
};

/**
 * "Answer": the seller's side of a problem the buyer reported, for the admin who decides: text and
 * up to six photos of their own. Sent: a toast, and the list shows the answer. A failure keeps what
 * was typed and picked and says why (a photo that did not upload, on the photos).
 */
export function AnswerDisputeModal({
  dispute,
  productName,
  onClose,
}: {
  dispute: OrderDispute;
  productName: string;
  onClose: () => void;
}) {
  const respond = useRespondToDispute();
  const [failure, setFailure] = useState('');
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AnswerValues>({ defaultValues: { text: '', photos: [] } });

  const submit = handleSubmit(async ({ text, photos }) => {
    setFailure('');
    try {
      await respond.mutateAsync({ disputeId: dispute._id, text, photos });
      notifySuccess('Your answer was sent to the admin');
      onClose();
    } catch (error) {
      if (error instanceof ImageUploadError) setError('photos', { message: error.message });
      else if (error instanceof ApiClientError && error.errors?.text) setError('text', { message: error.errors.text });
      else setFailure(getErrorMessage(error));
    }
  });

  return (
    <Modal
      open
      title={`Answer the problem with ${productName}`}
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel="Send answer"
      busy={respond.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextAreaField label="Your answer" error={errors.text?.message} {...register('text', rules.text)} />
        <Suspense fallback={<Loading label="Loading the photo picker" minHeight={80} />}>
          <Controller
            name="photos"
            control={control}
            rules={rules.photos}
            render={({ field }) => (
              <PhotosField
                photos={field.value}
                onChange={field.onChange}
                error={errors.photos?.message}
                max={ANSWER_PHOTOS_MAX}
                cover={false}
                hint={`Optional: up to ${ANSWER_PHOTOS_MAX} photos, such as the item as you handed it over.`}
              />
            )}
          />
        </Suspense>
        {failure && <ErrorText>{failure}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
