import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import {
  DISPUTE_OUTCOME_LABELS,
  formatPrice,
  fromCents,
  PROBLEM_REASON_LABELS,
  type Booking,
  type DisputeState,
  type OrderDispute,
} from '@replay/contract';
import { Badge, ConfirmModal, formatDate, useConfirmedAction } from '@replay/platform';
import { HandoverCode } from '../../../components/HandoverCode';
import { TouchButton } from '../../../components/touch-targets';
import { useConfirmReceived } from '../api/confirm-received';

// The problem form (and the form library under it) loads when "Report a problem" is pointed at,
// focused or pressed, like the review form.
const loadReportProblem = () => import('./ReportProblemModal');
const ReportProblemModal = lazy(async () => ({ default: (await loadReportProblem()).ReportProblemModal }));
const prefetchReportProblem = () => void loadReportProblem().catch(() => undefined);

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 36ch;
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** A finger-sized button (44 px), on a phone as on a desktop, at the start of the panel. */
const PanelButton = styled(TouchButton)`
  justify-self: start;
`;

const Dispute = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.warning};
  overflow-wrap: anywhere;
`;

const STATE_LABELS: Record<DisputeState, string> = { open: 'Open', resolved: 'Resolved' };

const dollars = (cents: number) => `$${formatPrice(fromCents(cents))}`;

/** A problem the buyer reported: what, where it stands, the seller's answer and, once resolved, the decision. */
function ReportedProblem({ dispute }: { dispute: OrderDispute }) {
  const resolved = dispute.state === 'resolved';
  return (
    <Dispute>
      <p>
        <strong>Problem reported: {PROBLEM_REASON_LABELS[dispute.reason]}</strong>{' '}
        <Badge $tone={resolved ? 'neutral' : 'warning'}>{STATE_LABELS[dispute.state]}</Badge>
      </p>
      {dispute.response && <p>The seller answered: {dispute.response}</p>}
      {resolved && dispute.outcome && (
        <p>
          Decision: {DISPUTE_OUTCOME_LABELS[dispute.outcome]}
          {dispute.refundCents ? `, ${dollars(dispute.refundCents)} refunded` : ''}
        </p>
      )}
      {resolved && dispute.resolution && <p>Our team's reason: {dispute.resolution}</p>}
    </Dispute>
  );
}

/**
 * Where a paid order stands after the payment: the handover code the buyer shows the seller (and
 * "I got it"), then the buyer protection window with "Report a problem", the problem reported, and
 * any money given back.
 */
export function OrderProgress({ booking }: { booking: Booking }) {
  const received = useConfirmedAction({
    mutation: useConfirmReceived(),
    variablesOf: (order: Booking) => order._id,
    successText: 'Marked as received',
  });
  const [reporting, setReporting] = useState(false);

  const refunded = booking.refundedCents ?? 0;
  const { dispute, handoverAt } = booking;
  // An order refunded before the handover (none by its due date) has no code left to show.
  const awaitingHandover = Boolean(booking.handoverCode) && !handoverAt && refunded === 0;
  // After the handover, until a problem is reported: the protection window, open or ended.
  const protectionEndsAt = handoverAt && !dispute ? booking.protectionEndsAt : null;
  const protectedNow = Boolean(protectionEndsAt && Date.now() < new Date(protectionEndsAt).getTime());

  if (!awaitingHandover && !handoverAt && !dispute && refunded === 0) return null;

  return (
    <Panel>
      {awaitingHandover && (
        <>
          <Muted>Handover code</Muted>
          <HandoverCode>{booking.handoverCode}</HandoverCode>
          <p>Show this code to the seller when you get the item</p>
          {booking.handoverDueAt && (
            <p>
              {`If you don't get the item by ${formatDate(booking.handoverDueAt)}, you are refunded in full automatically`}
            </p>
          )}
          <PanelButton
            type="button"
            $variant="secondary"
            onClick={() => received.ask(booking)}
            aria-label={`I got it: ${booking.productName}`}
          >
            I got it
          </PanelButton>
        </>
      )}
      {handoverAt && <p>Handed over on {formatDate(handoverAt)}</p>}
      {protectionEndsAt && protectedNow && (
        <>
          <p>Buyer protection until {formatDate(protectionEndsAt)}</p>
          <PanelButton
            type="button"
            $variant="ghost"
            onClick={() => setReporting(true)}
            onPointerEnter={prefetchReportProblem}
            onFocus={prefetchReportProblem}
            aria-label={`Report a problem with ${booking.productName}`}
          >
            Report a problem
          </PanelButton>
        </>
      )}
      {protectionEndsAt && !protectedNow && <Muted>Buyer protection ended on {formatDate(protectionEndsAt)}</Muted>}
      {dispute && <ReportedProblem dispute={dispute} />}
      {refunded > 0 && (
        <p>
          <Badge $tone="info">Refunded {dollars(refunded)}</Badge>
        </p>
      )}
      <ConfirmModal
        {...received.modalProps}
        title="Did you get the item?"
        confirmLabel="Yes, I got it"
        cancelLabel="Not yet"
        confirmVariant="primary"
      >
        <p>The seller is paid when the protection window ends.</p>
      </ConfirmModal>
      {reporting && (
        <Suspense fallback={null}>
          <ReportProblemModal booking={booking} onClose={() => setReporting(false)} />
        </Suspense>
      )}
    </Panel>
  );
}
