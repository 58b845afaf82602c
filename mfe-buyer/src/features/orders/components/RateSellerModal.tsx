import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { LIMITS, type Booking } from '@replay/contract';
import { ErrorText, Modal, notifyError, notifySuccess, TextAreaField } from '@replay/platform';
import { useRateSeller } from '../../../api/bookings';

interface ReviewForm {
  rating: string;
  comment: string;
}

const Stars = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * "Rate seller" for a paid order: 1–5 stars (radio buttons: a native, keyboard-friendly group)
 * and an optional comment. Success toasts "Thanks for your review" and closes; a failure toasts
 * the server's message and closes, like the spec's other modals.
 */
export function RateSellerModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewForm>({ defaultValues: { rating: '', comment: '' } });
  const rate = useRateSeller();

  const submit = handleSubmit(({ rating, comment }) =>
    rate.mutate(
      { bookingId: booking._id, rating: Number(rating), ...(comment.trim() ? { comment: comment.trim() } : {}) },
      {
        onSuccess: () => notifySuccess('Thanks for your review'),
        onError: notifyError,
        onSettled: onClose,
      },
    ),
  );

  return (
    <Modal
      open
      title={`Rate ${booking.sellerName}`}
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel="Submit"
      busy={rate.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Review form">
        <p>How was buying {booking.productName}?</p>
        <Stars aria-describedby={errors.rating ? 'rating-error' : undefined}>
          <legend>Rating</legend>
          {STARS.map((stars) => (
            <label key={stars}>
              <input
                type="radio"
                value={String(stars)}
                {...register('rating', { required: 'Choose from 1 to 5 stars' })}
              />
              {stars} {stars === 1 ? 'star' : 'stars'}
            </label>
          ))}
          {errors.rating && <ErrorText id="rating-error">{errors.rating.message}</ErrorText>}
        </Stars>
        <TextAreaField
          label="Comment (optional)"
          error={errors.comment?.message}
          {...register('comment', {
            maxLength: {
              value: LIMITS.reviewCommentMax,
              message: `Keep the comment to ${LIMITS.reviewCommentMax} characters or fewer`,
            },
          })}
        />
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
