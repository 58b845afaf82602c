import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { OFFER_LIVE_STATES, OFFER_STATE_LABELS, paths, type Offer } from '@replay/contract';
import { dollars, ProductThumb, Table, type TableColumn } from '@replay/platform';
import { timeLeft } from '../../../utils/format';

/** A link a finger can hit: 44 px tall. */
const TouchLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`;

const ProductCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  img {
    flex-shrink: 0;
  }
`;

const columns = (now: number): ReadonlyArray<TableColumn<Offer>> => [
  {
    header: 'Product',
    cell: (offer) => (
      <ProductCell>
        <ProductThumb src={offer.productImageUrl} alt="" lazy />
        <TouchLink to={paths.product(offer.productId)}>{offer.productTitle}</TouchLink>
      </ProductCell>
    ),
  },
  { header: 'Amount', cell: (offer) => dollars(offer.amountCents) },
  { header: 'Listed price', cell: (offer) => dollars(offer.listedCents) },
  { header: 'State', cell: (offer) => OFFER_STATE_LABELS[offer.state] },
  {
    header: 'Time left',
    cell: (offer) => (OFFER_LIVE_STATES.includes(offer.state) && timeLeft(offer.expiresAt, now)) || '—',
  },
  {
    header: 'Conversation',
    cell: (offer) => (
      <TouchLink to={paths.conversation(offer.conversationId)}>
        Open conversation<span className="visually-hidden"> about {offer.productTitle}</span>
      </TouchLink>
    ),
  },
];

/** The member's offers, one row each (a card each on a phone): what, how much, where it stands, and its conversation. */
export function OffersTable({ offers, now }: { offers: readonly Offer[]; now: number }) {
  return <Table columns={columns(now)} rows={offers} rowKey={(offer) => offer._id} emptyText="No offers yet" />;
}
