import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, type Product, type ReportReason } from '@replay/contract';
import { ApiClientError, ConfirmModal, notifyError, notifySuccess, SelectField, useAuth } from '@replay/platform';
import { useCreateReport } from '../api/create-report';
import { CountedTextArea } from './CountedTextArea';
import { REPORT_REASON_CHOICES } from './report-reasons';

interface ReportForm {
  reason: ReportReason | '';
  details: string;
}

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
          options={REPORT_REASON_CHOICES}
          required
          error={errors.reason?.message}
          {...register('reason', { required: 'Choose a reason' })}
        />
        <CountedTextArea
          label="Details (optional)"
          count={detailsLength}
          maxLength={LIMITS.reportDetailsMax}
          error={errors.details?.message}
          {...register('details', {
            maxLength: {
              value: LIMITS.reportDetailsMax,
              message: `Keep the details to ${LIMITS.reportDetailsMax} characters or fewer`,
            },
          })}
        />
        <button type="submit" hidden />
      </form>
    </ConfirmModal>
  );
}
