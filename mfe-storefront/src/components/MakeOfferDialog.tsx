import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LIMITS, type api, type ResponseOf } from '@replay/contract';
import { dollars, ErrorText, getErrorMessage, Modal, notifySuccess } from '@replay/platform';
import { useMakeOffer } from '../api/offers';
import { checkOffer, minOfferCents } from '../utils/offer-rules';
import { parseDollars } from '../utils/money-input';
import { AmountField } from './AmountField';
import { CountedTextArea } from './CountedTextArea';

interface OfferForm {
  amount: string;
  message: string;
}

/** What POST /offers answers: the offer, and the conversation it shows in. */
export type SentOffer = ResponseOf<typeof api.makeOffer>;

export interface MakeOfferDialogProps {
  /** The dialog's heading: "Make an offer for …", "Make a new offer". */
  title: string;
  productId: string;
  /** The product's price now, in cents. */
  listedCents: number;
  onClose: () => void;
  /** The offer was taken ("Offer sent" is toasted). */
  onSent: (offer: SentOffer) => void;
}

/**
 * An offer on a product: "Your offer" in dollars (at least OFFER_MIN_PERCENT of the listed price and
 * below it, checked here as the server checks it) and an optional message to the seller. A refusal
 * (a live offer already, no rounds left, too many today) shows the server's message here, the
 * buyer's words kept.
 */
export function MakeOfferDialog({ title, productId, listedCents, onClose, onSent }: MakeOfferDialogProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    control,
    formState: { errors },
  } = useForm<OfferForm>({ defaultValues: { amount: '', message: '' } });
  const messageLength = useWatch({ control, name: 'message' }).length;
  const offer = useMakeOffer();

  // The dialog has just opened (its effect runs first): start at the amount.
  useEffect(() => setFocus('amount'), [setFocus]);

  const submit = handleSubmit(({ amount, message }) => {
    const text = message.trim();
    offer.mutate(
      { productId, amountCents: parseDollars(amount)!, ...(text ? { message: text } : {}) },
      {
        onSuccess: (sent) => {
          notifySuccess('Offer sent');
          onSent(sent);
        },
      },
    );
  });

  return (
    <Modal
      open
      title={title}
      confirmLabel="Send"
      onCancel={onClose}
      onConfirm={() => void submit()}
      busy={offer.isPending}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Offer">
        <AmountField
          label="Your offer"
          hint={`The listed price is ${dollars(listedCents)}. Offers from ${dollars(minOfferCents(listedCents))}.`}
          error={errors.amount?.message}
          {...register('amount', { validate: (text) => checkOffer(text, listedCents) })}
        />
        <CountedTextArea
          label="Message to the seller (optional)"
          rows={3}
          count={messageLength}
          maxLength={LIMITS.messageMax}
          {...register('message')}
        />
        {offer.isError && <ErrorText>{getErrorMessage(offer.error)}</ErrorText>}
        {/* Enter in the amount sends, like the Send button. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
