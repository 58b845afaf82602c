import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { LIMITS, REPORT_REASON_LABELS, REPORT_REASONS, type Product, type ReportReason } from '@replay/contract';
import {
  ApiClientError,
  ConfirmModal,
  notifyError,
  notifySuccess,
  SelectField,
  TextAreaField,
  useAuth,
} from '@replay/platform';
import { useCreateReport } from '../api/create-report';

interface ReportForm {
  reason: ReportReason | '';
  details: string;
}

/** The reasons, most severe first, after an empty choice: a reason is picked, never assumed. */
const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] })),
];

/** The details box, its count of characters tucked under it (inside the field's bottom margin). */
const Details = styled.div`
  textarea {
    resize: vertical;
    min-height: 5rem;
  }
`;

const Counter = styled.p`
  margin: -${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(2)};
  text-align: right;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

/**
 * 'Confirm reporting this product' with Confirm/Cancel, a required reason and optional details;
 * closes on success ('Report Confirmed', also when the user had reported it before) and failure.
 */
export function ReportModal({ product, onClose }: { product: Product; onClose: () => void }) {
  const { user } = useAuth();
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm<ReportForm>({ defaultValues: { reason: '', details: '' } });
  const detailsLength = useWatch({ control, name: 'details' }).length;

  // The dialog has just opened (its effect runs first): start at the reason.
  useEffect(() => setFocus('reason'), [setFocus]);

  const report = useCreateReport({
    mutationConfig: {
      onSuccess: () => notifySuccess('Report Confirmed'),
      onError: (error) => {
        // A failure without a server message goes to the console only.
        if (error instanceof ApiClientError && error.status !== undefined) notifyError(error);
        else console.error('Report failed', error);
      },
      onSettled: onClose,
    },
  });

  const submit = handleSubmit(({ reason, details }) => {
    const text = details.trim();
    report.mutate({
      email: user?.email ?? undefined,
      data: {
        productId: product._id,
        imageUrl: product.imageUrl,
        title: product.title,
        email: user?.email ?? undefined,
        reason: reason as ReportReason,
        ...(text ? { details: text } : {}),
      },
    });
  });

  return (
    <ConfirmModal
      open
      title="Confirm reporting this product"
      confirmLabel="Confirm"
      cancelLabel="Cancel"
      onCancel={onClose}
      busy={report.isPending}
      onConfirm={() => void submit()}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Report">
        <p>
          <strong>{product.title}</strong> will be sent to the admin for review.
        </p>
        <SelectField
          label="Reason"
          options={REASON_OPTIONS}
          required
          error={errors.reason?.message}
          {...register('reason', { required: 'Choose a reason' })}
        />
        <Details>
          <TextAreaField
            label="Details (optional)"
            maxLength={LIMITS.reportDetailsMax}
            error={errors.details?.message}
            {...register('details', {
              maxLength: {
                value: LIMITS.reportDetailsMax,
                message: `Keep the details to ${LIMITS.reportDetailsMax} characters or fewer`,
              },
            })}
          />
        </Details>
        <Counter>
          {detailsLength}/{LIMITS.reportDetailsMax}
          <span className="visually-hidden"> characters</span>
        </Counter>
        <button type="submit" hidden />
      </form>
    </ConfirmModal>
  );
}
