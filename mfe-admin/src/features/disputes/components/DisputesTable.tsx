import { useState } from 'react';
import styled from 'styled-components';
import {
  DISPUTE_OUTCOME_LABELS,
  formatPrice,
  fromCents,
  PROBLEM_REASON_LABELS,
  type AdminDispute,
  type DisputeState,
} from '@replay/contract';
import { Table, timeAgo, useImageSizer, type TableColumn } from '@replay/platform';
import { ResolveDisputeModal } from './ResolveDisputeModal';
import { CellLines } from '../../../components/CellLines';
import { Muted, Written } from '../../../components/CellText';
import { TouchButton } from '../../../components/TouchButton';

const dollars = (cents: number) => `$${formatPrice(fromCents(cents))}`;

const Photos = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  img {
    display: block;
    width: 48px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The seller's answer: their text and photos (each a small thumbnail that opens the full image). */
function SellerResponse({ dispute }: { dispute: AdminDispute }) {
  const sized = useImageSizer();
  if (!dispute.response) return <Muted>No response yet</Muted>;
  return (
    <CellLines>
      <Written>{dispute.response}</Written>
      {dispute.responseImages && dispute.responseImages.length > 0 && (
        <Photos>
          {dispute.responseImages.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noopener noreferrer">
              <img
                {...sized(url, 48)}
                alt={`Seller's attachment ${index + 1}, full size`}
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
              />
            </a>
          ))}
        </Photos>
      )}
    </CellLines>
  );
}

/** A resolved dispute's decision: its outcome, what was refunded, the reason both sides read. */
function Decision({ dispute }: { dispute: AdminDispute }) {
  return (
    <CellLines>
      <p>
        <strong>{dispute.outcome ? DISPUTE_OUTCOME_LABELS[dispute.outcome] : 'Resolved'}</strong>
        {dispute.refundCents ? `: ${dollars(dispute.refundCents)}` : ''}
      </p>
      {dispute.resolution && <Written>{dispute.resolution}</Written>}
      {dispute.resolvedAt && (
        <Muted>
          <time dateTime={dispute.resolvedAt}>{timeAgo(dispute.resolvedAt)}</time>
        </Muted>
      )}
    </CellLines>
  );
}

/**
 * The disputes of one state: what was bought, between whom, the problem, the seller's response and
 * the money; an open one has Resolve, a resolved one its decision. A table on a desktop, a card per
 * dispute on a phone.
 */
export function DisputesTable({
  disputes,
  state,
  emptyText,
}: {
  disputes: readonly AdminDispute[];
  state: DisputeState;
  emptyText: string;
}) {
  const [resolving, setResolving] = useState<AdminDispute | null>(null);

  const columns: ReadonlyArray<TableColumn<AdminDispute>> = [
    { header: '#', cell: (_, index) => index + 1 },
    { header: 'Product', cell: (dispute) => dispute.productTitle },
    { header: 'Buyer', cell: (dispute) => dispute.buyerName },
    { header: 'Seller', cell: (dispute) => dispute.sellerName },
    {
      header: 'Problem',
      cell: (dispute) => (
        <CellLines>
          <p>
            <strong>{PROBLEM_REASON_LABELS[dispute.reason]}</strong>
          </p>
          <Written>{dispute.details}</Written>
        </CellLines>
      ),
    },
    { header: 'Opened', cell: (dispute) => <time dateTime={dispute.openedAt}>{timeAgo(dispute.openedAt)}</time> },
    { header: "Seller's response", cell: (dispute) => <SellerResponse dispute={dispute} /> },
    {
      header: 'Amount',
      cell: (dispute) => (
        <CellLines>
          <p>Paid {dollars(dispute.paidCents)}</p>
          <p>Refundable {dollars(dispute.refundableCents)}</p>
        </CellLines>
      ),
    },
    {
      header: state === 'open' ? 'Action' : 'Decision',
      cell: (dispute) =>
        dispute.state === 'open' ? (
          <TouchButton
            type="button"
            $small
            onClick={() => setResolving(dispute)}
            aria-label={`Resolve the dispute about ${dispute.productTitle}`}
          >
            Resolve
          </TouchButton>
        ) : (
          <Decision dispute={dispute} />
        ),
    },
  ];

  return (
    <>
      <Table columns={columns} rows={disputes} rowKey={(dispute) => dispute._id} emptyText={emptyText} />
      {resolving && <ResolveDisputeModal dispute={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
