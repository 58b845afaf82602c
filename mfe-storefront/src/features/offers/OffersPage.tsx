import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { OFFER_STATE_LABELS, OFFER_STATES, type OfferState } from '@replay/contract';
import { LoadError, Loading, PageTitle, QueryContent, SelectField, useRole } from '@replay/platform';
import { useNow } from '../../hooks/use-now';
import { useOffers, type OffersRole } from './api/offers';
import { OffersTable } from './components/OffersTable';

/**
 * The two sides of the page: offers received on one's products (sellers) and offers sent (buyers).
 * A member has one role, so one side shows: the one that fits it.
 */
const SIDES: Record<OffersRole, { label: string; intro: string }> = {
  seller: { label: 'Received', intro: 'Offers buyers made on your products. Answer them in their conversations.' },
  buyer: { label: 'Sent', intro: 'Offers you made on products. Follow them up in their conversations.' },
};

const STATE_CHOICES = [
  { value: '', label: 'All states' },
  ...OFFER_STATES.map((state) => ({ value: state, label: OFFER_STATE_LABELS[state] })),
];

/** The state `?state=` names; every state when it names none. */
const readState = (value: string | null): OfferState | undefined => OFFER_STATES.find((state) => state === value);

const Intro = styled.p`
  max-width: 70ch;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.muted};
`;

const Side = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`;

const Filter = styled.div`
  max-width: 20rem;
  select {
    min-height: 44px;
  }
`;

function OffersOf({ role }: { role: OffersRole }) {
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const offers = useOffers(role, state);
  const now = useNow();
  const side = SIDES[role];

  return (
    <section aria-labelledby="offers-side">
      <Side id="offers-side">{side.label}</Side>
      <Intro>{side.intro}</Intro>
      <Filter>
        <SelectField
          label="State"
          options={STATE_CHOICES}
          value={state ?? ''}
          onChange={(event) => setParams(event.target.value ? { state: event.target.value } : {})}
        />
      </Filter>
      <QueryContent
        query={offers}
        label="Loading offers"
        context="Your offers could not be loaded"
        empty={state ? `No offers in the state "${OFFER_STATE_LABELS[state]}"` : 'No offers yet'}
      >
        {(rows) => <OffersTable offers={rows} now={now} />}
      </QueryContent>
    </section>
  );
}

/**
 * `/dashboard/offers` (buyers and sellers): the member's offers, received as a seller or sent as a
 * buyer, each with its product, amount, listed price, state, time left and conversation; a state
 * filter in the URL (`?state=`), Load more.
 */
export function Component() {
  const role = useRole();
  return (
    <>
      <PageTitle>Offers</PageTitle>
      {role.isPending ? (
        <Loading label="Loading offers" />
      ) : role.isError ? (
        <LoadError error={role.error} onRetry={() => void role.refetch()} />
      ) : role.data === 'buyer' || role.data === 'seller' ? (
        <OffersOf role={role.data} />
      ) : null}
    </>
  );
}
