import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { HANDOVER_CODE_LENGTH, type SellerBooking } from '@replay/contract';
import {
  ApiClientError,
  ErrorText,
  formatDate,
  getErrorMessage,
  Modal,
  notifySuccess,
  TextField,
} from '@replay/platform';
import { TouchButton } from '../../../components/TouchButton';
import { isHandoverLocked, triesLeftOf, useConfirmHandover } from '../api/confirm-handover';

const CODE_PATTERN = new RegExp(`^\\d{${HANDOVER_CODE_LENGTH}}$`);

const codeRule = {
  validate: (code: string) =>
    CODE_PATTERN.test(code.replace(/\s/g, '')) || `Enter the ${HANDOVER_CODE_LENGTH}-digit code from the buyer's order`,
};

/** A wrong code's message, with the tries it has left when the API said. */
function wrongCodeMessage(error: unknown): string {
  const tries = triesLeftOf(error);
  const message = getErrorMessage(error);
  return tries === undefined ? message : `${message}. ${tries} ${tries === 1 ? 'try' : 'tries'} left`;
}

/**
 * "Confirm handover": at the meet-up the seller types the code the buyer shows (POST
 * /booking/{id}/handover). Done: a toast, the dialog closes and the list shows the handover. A
 * wrong code says so on the field, with the tries left; too many lock the entry for an hour, and
 * Confirm stays off.
 */
export function HandoverDialog({ booking, onClose }: { booking: SellerBooking; onClose: () => void }) {
  const confirm = useConfirmHandover();
  const [failure, setFailure] = useState<{ message: string; locked: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submit = handleSubmit(({ code }) => {
    setFailure(null);
    confirm.mutate(
      { bookingId: booking._id, code },
      {
        onSuccess: ({ protectionEndsAt }) => {
          notifySuccess(`Handover confirmed: buyer protection until ${formatDate(protectionEndsAt)}`);
          onClose();
        },
        onError: (error) => {
          if (isHandoverLocked(error)) setFailure({ message: getErrorMessage(error), locked: true });
          else if (error instanceof ApiClientError && error.status === 400)
            setError('code', { message: wrongCodeMessage(error) }, { shouldFocus: true });
          else setFailure({ message: getErrorMessage(error), locked: false });
        },
      },
    );
  });

  return (
    <Modal open title="Confirm handover" cancelLabel="Close" onCancel={onClose} busy={confirm.isPending}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <p>
          Meeting {booking.buyerName} for {booking.productName}? Once you hand it over, ask them for the{' '}
          {HANDOVER_CODE_LENGTH}-digit code on their order and enter it here.
        </p>
        <TextField
          label="Handover code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code', codeRule)}
        />
        {failure && <ErrorText>{failure.message}</ErrorText>}
        <TouchButton type="submit" disabled={confirm.isPending || Boolean(failure?.locked)}>
          {confirm.isPending ? 'Confirming…' : 'Confirm'}
        </TouchButton>
      </form>
    </Modal>
  );
}
