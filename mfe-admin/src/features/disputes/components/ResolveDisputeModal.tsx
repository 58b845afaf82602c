import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DISPUTE_OUTCOMES,
  formatPrice,
  fromCents,
  toCents,
  type AdminDispute,
  type DisputeOutcome,
} from '@replay/contract';
import { ErrorText, getErrorMessage, Modal, notifySuccess, TextAreaField, TextField } from '@replay/platform';
import { Choices } from '../../../components/Choices';
import { useResolveDispute } from '../api/resolve-dispute';

/** The most the reason may say, as POST /admin/disputes/:id/resolve takes it. */
const REASON_MAX = 1000;

/** What the admin chooses (DISPUTE_OUTCOME_LABELS say what came of it). */
const CHOICES: Record<DisputeOutcome, string> = {
  refund: 'Refund in full',
  partial_refund: 'Refund part',
  release: 'Release to the seller',
};

/** Dollars and cents, as typed: "12", "12.5", "12.50". */
const AMOUNT_PATTERN = /^\d+(\.\d{1,2})?$/;

const dollars = (cents: number) => `$${formatPrice(fromCents(cents))}`;

const Hint = styled.span`
  display: block;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

interface Errors {
  outcome?: string;
  amount?: string;
  reason?: string;
}

/** What is wrong with the form, field by field; nothing when it may be sent. */
function check(outcome: DisputeOutcome | null, amount: string, reason: string, refundableCents: number): Errors {
  const errors: Errors = {};
  if (!outcome) errors.outcome = 'Choose an outcome';
  if (outcome === 'partial_refund') {
    const typed = amount.trim();
    if (!typed) errors.amount = 'Enter the amount to refund';
    else if (!AMOUNT_PATTERN.test(typed)) errors.amount = 'Enter dollars and cents, like 12.50';
    else if (toCents(Number(typed)) <= 0) errors.amount = 'Enter more than $0.00';
    else if (toCents(Number(typed)) >= refundableCents)
      errors.amount = `Enter less than ${dollars(refundableCents)}; to give it all back, choose Refund in full`;
  }
  if (!reason.trim()) errors.reason = 'Give the reason for the decision';
  else if (reason.trim().length > REASON_MAX) errors.reason = `Keep the reason to ${REASON_MAX} characters or fewer`;
  return errors;
}

/**
 * "Resolve" an open dispute: refund in full, refund part (an amount in dollars, sent as whole
 * cents) or release to the seller, and a reason both sides read. Success toasts and closes (the
 * lists refresh); a refusal (already resolved, the payment provider failed) shows the server's
 * message here, the admin's choices kept.
 */
export function ResolveDisputeModal({ dispute, onClose }: { dispute: AdminDispute; onClose: () => void }) {
  const resolve = useResolveDispute();
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const found = check(outcome, amount, reason, dispute.refundableCents);
    setErrors(found);
    if (!outcome || Object.keys(found).length > 0) return;
    resolve.mutate(
      {
        disputeId: dispute._id,
        outcome,
        ...(outcome === 'partial_refund' ? { amountCents: toCents(Number(amount.trim())) } : {}),
        reason: reason.trim(),
      },
      {
        onSuccess: () => {
          notifySuccess('Dispute resolved');
          onClose();
        },
      },
    );
  }

  return (
    <Modal
      open
      title="Resolve the dispute"
      onCancel={onClose}
      onConfirm={() => submit()}
      confirmLabel="Resolve"
      busy={resolve.isPending}
    >
      <form noValidate onSubmit={submit} aria-label="Decision">
        <p>
          {dispute.productTitle}: {dispute.buyerName} paid {dollars(dispute.paidCents)};{' '}
          {dollars(dispute.refundableCents)} can be refunded.
        </p>
        <Choices aria-describedby={errors.outcome ? 'outcome-error' : undefined}>
          <legend>Outcome</legend>
          {DISPUTE_OUTCOMES.map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="outcome"
                value={choice}
                checked={outcome === choice}
                onChange={() => setOutcome(choice)}
              />
              {CHOICES[choice]}
            </label>
          ))}
          {errors.outcome && <ErrorText id="outcome-error">{errors.outcome}</ErrorText>}
        </Choices>
        {outcome === 'partial_refund' && (
          <TextField
            label="Amount to refund ($)"
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={errors.amount}
          />
        )}
        <TextAreaField
          label={
            <>
              Reason <Hint>Both the buyer and the seller read this</Hint>
            </>
          }
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={errors.reason}
        />
        {resolve.isError && <ErrorText>{getErrorMessage(resolve.error)}</ErrorText>}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}
