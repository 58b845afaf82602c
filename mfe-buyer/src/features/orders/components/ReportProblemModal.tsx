import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { PROBLEM_REASON_LABELS, PROBLEM_REASONS, type Booking, type ProblemReason } from '@replay/contract';
import { ErrorText, getErrorMessage, Modal, notifySuccess, SelectField, TextAreaField } from '@replay/platform';
import { useReportProblem } from '../api/report-problem';

/** The most the details may say, as POST /booking/:id/problem takes them. */
const DETAILS_MAX = 2000;

interface ProblemForm {
  reason: ProblemReason | '';
  details: string;
}

const REASON_OPTIONS = [
  { value: '', label: 'Choose a reason' },
  ...PROBLEM_REASONS.map((reason) => ({ value: reason, label: PROBLEM_REASON_LABELS[reason] })),
];

/**
 * "Report a problem" within the buyer protection window: a reason and what happened, both
 * required. Success toasts and closes; a refusal (the window has ended, a problem is already
 * reported) shows the server's message here, the buyer's words kept.
 */
export function ReportProblemModal({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ProblemForm>({ defaultValues: { reason: '', details: '' } });
  const report = useReportProblem();

  // The dialog has just opened (its effect runs first): start at the first question.
  useEffect(() => setFocus('reason'), [setFocus]);

  const submit = handleSubmit(({ reason, details }) =>
    report.mutate(
      { bookingId: booking._id, reason: reason as ProblemReason, details: details.trim() },
      {
        onSuccess: () => {
          notifySuccess('We told the seller and our team');
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      open
      title="Report a problem"
      onCancel={onClose}
      onConfirm={() => void submit()}
      confirmLabel="Report"
      busy={report.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Problem report">
        <p>
          About {booking.productName}: we tell the seller and our team, and the seller is not paid until it is settled.
        </p>
        <SelectField
          label="What is wrong?"
          options={REASON_OPTIONS}
          error={errors.reason?.message}
          {...register('reason', { required: 'Choose what is wrong' })}
        />
        <TextAreaField
          label="Details"
          error={errors.details?.message}
          {...register('details', {
            validate: (details) => details.trim() !== '' || 'Tell us what happened',
            maxLength: { value: DETAILS_MAX, message: `Keep the details to ${DETAILS_MAX} characters or fewer` },
          })}
        />
        {report.isError && <ErrorText>{getErrorMessage(report.error)}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
