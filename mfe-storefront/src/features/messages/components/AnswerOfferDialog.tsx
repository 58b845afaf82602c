import type { Offer } from '@replay/contract';
import { dollars, ErrorText, getErrorMessage, Modal, notifySuccess } from '@replay/platform';
import { useAnswerOffer, type OfferAnswer } from '../api/offers';
import type { OfferSide } from './OfferCard';

/** Each answer's question, what it does, its button and its toast, from the side of who gives it. */
function wording(offer: Offer, answer: OfferAnswer, side: OfferSide) {
  const amount = dollars(offer.amountCents);
  if (answer === 'accept')
    return {
      title: `Accept ${amount}?`,
      text:
        side === 'seller'
          ? `${offer.productTitle} is then booked for ${offer.buyerName} at ${amount}, for them to pay in time.`
          : `${offer.productTitle} is then booked for you at ${amount}. Pay in time, or the booking lapses.`,
      confirm: 'Accept',
      done: 'Offer accepted',
    };
  if (answer === 'decline')
    return {
      title: `Decline ${amount}?`,
      text:
        side === 'seller'
          ? `${offer.buyerName} is told you declined their offer.`
          : `${offer.sellerName} is told you declined their counter-offer.`,
      confirm: 'Decline',
      done: 'Offer declined',
    };
  return {
    title: 'Withdraw your offer?',
    text: `${offer.sellerName} can then no longer accept it.`,
    confirm: 'Withdraw',
    done: 'Offer withdrawn',
  };
}

/**
 * Accept, decline or withdraw, once confirmed. Success toasts and closes (`onDone`); a refusal (the
 * offer has moved on, another accepted offer holds the product) shows the server's message here.
 */
export function AnswerOfferDialog({
  offer,
  answer,
  side,
  onClose,
  onDone,
}: {
  offer: Offer;
  answer: OfferAnswer;
  side: OfferSide;
  onClose: () => void;
  onDone: () => void;
}) {
  const mutation = useAnswerOffer();
  const { title, text, confirm, done } = wording(offer, answer, side);
  return (
    <Modal
      open
      title={title}
      confirmLabel={confirm}
      confirmVariant={answer === 'accept' ? 'primary' : 'danger'}
      onCancel={onClose}
      busy={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(
          { offer, answer },
          {
            onSuccess: () => {
              notifySuccess(done);
              onDone();
            },
          },
        )
      }
    >
      <p>{text}</p>
      {mutation.isError && <ErrorText>{getErrorMessage(mutation.error)}</ErrorText>}
    </Modal>
  );
}
