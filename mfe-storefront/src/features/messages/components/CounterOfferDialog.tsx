import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { Offer } from '@replay/contract';
import { dollars, ErrorText, getErrorMessage, Modal, notifySuccess } from '@replay/platform';
import { AmountField } from '../../../components/AmountField';
import { checkCounter } from '../../../utils/offer-rules';
import { parseDollars } from '../../../utils/money-input';
import { useCounterOffer } from '../api/offers';

/**
 * The seller's counter: an amount strictly between the buyer's offer and the listed price, checked
 * here as the server checks it. Success toasts and closes (`onDone`); a refusal shows the server's
 * message here, the amount kept.
 */
export function CounterOfferDialog({
  offer,
  onClose,
  onDone,
}: {
  offer: Offer;
  onClose: () => void;
  onDone: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const counter = useCounterOffer();
  const between = `${dollars(offer.amountCents)}; the listed price is ${dollars(offer.listedCents)}`;

  useEffect(() => setFocus('amount'), [setFocus]);

  const submit = handleSubmit(({ amount }) =>
    counter.mutate(
      { offer, amountCents: parseDollars(amount)! },
      {
        onSuccess: () => {
          notifySuccess('Counter-offer sent');
          onDone();
        },
      },
    ),
  );

  return (
    <Modal
      open
      title={`Counter ${offer.buyerName}'s offer`}
      confirmLabel="Send counter-offer"
      onCancel={onClose}
      onConfirm={() => void submit()}
      busy={counter.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Counter-offer">
        <AmountField
          label="Your counter-offer"
          hint={`${offer.buyerName} offers ${between}. Counter with an amount between them.`}
          error={errors.amount?.message}
          {...register('amount', { validate: (text) => checkCounter(text, offer.amountCents, offer.listedCents) })}
        />
        {counter.isError && <ErrorText>{getErrorMessage(counter.error)}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
