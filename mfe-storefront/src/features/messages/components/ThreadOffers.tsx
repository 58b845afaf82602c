import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { toCents, type Conversation, type Offer } from '@replay/contract';
import { LoadError } from '@replay/platform';
import { MakeOfferButton } from '../../../components/MakeOfferButton';
import { plainList } from '../../../components/styles';
import { TouchButton } from '../../../components/TouchButton';
import { useNow } from '../../../hooks/use-now';
import type { useConversationOffers } from '../api/offers';
import { AnswerOfferDialog } from './AnswerOfferDialog';
import { CounterOfferDialog } from './CounterOfferDialog';
import { OfferCard, type OfferAction, type OfferSide } from './OfferCard';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const List = styled.ol`
  ${plainList(3)}
`;

const Older = styled.div`
  display: flex;
  justify-content: center;
`;

type Acting = { offer: Offer; action: Exclude<OfferAction, 'newOffer'> };

/**
 * The offers of a conversation as cards, oldest first, between the thread and the box to write the
 * next message (the thread's own log stays text): each with the actions of whoever may act, their
 * confirmations and the counter's form. Nothing while none was made.
 */
export function ThreadOffers({
  conversation,
  offers,
}: {
  conversation: Conversation;
  offers: ReturnType<typeof useConversationOffers>;
}) {
  const now = useNow();
  const [acting, setActing] = useState<Acting | null>(null);
  // The offer last answered from here, and how many answers so far: its card then takes focus.
  const [answered, setAnswered] = useState({ id: '', count: 0 });
  const oldestFirst = useMemo(() => [...(offers.data ?? [])].reverse(), [offers.data]);
  const { product, otherParty } = conversation;

  // A failed refetch keeps the cards it has (the next one, live or polled, may succeed).
  if (offers.isError && oldestFirst.length === 0)
    return (
      <LoadError
        error={offers.error}
        context="The offers could not be loaded"
        minHeight={0}
        onRetry={() => void offers.refetch()}
      />
    );
  if (oldestFirst.length === 0) return null;

  // The other member is the offer's seller: the signed-in one is its buyer.
  const sideOf = (offer: Offer): OfferSide => (offer.sellerId === otherParty._id ? 'buyer' : 'seller');
  const forSale = product.status && !product.closed;
  const focusCard = (offer: Offer) => setAnswered(({ count }) => ({ id: offer._id, count: count + 1 }));
  const done = (offer: Offer) => {
    setActing(null);
    focusCard(offer);
  };

  return (
    <Section aria-labelledby="thread-offers">
      <h2 id="thread-offers">Offers</h2>
      {offers.hasNextPage && (
        <Older>
          <TouchButton
            type="button"
            $small
            $variant="secondary"
            onClick={() => void offers.fetchNextPage()}
            disabled={offers.isFetchingNextPage}
          >
            {offers.isFetchingNextPage ? 'Loading…' : 'Show earlier offers'}
          </TouchButton>
        </Older>
      )}
      <List>
        {oldestFirst.map((offer) => (
          <li key={offer._id}>
            <OfferCard
              offer={offer}
              side={sideOf(offer)}
              now={now}
              payable={forSale}
              answers={answered.id === offer._id ? answered.count : 0}
              onAction={(target, action) => setActing({ offer: target, action })}
              renderNewOffer={(headingId) =>
                forSale && (
                  <MakeOfferButton
                    label="Make a new offer"
                    title="Make a new offer"
                    describedBy={headingId}
                    productId={offer.productId}
                    listedCents={toCents(product.resprice)}
                    onSent={() => focusCard(offer)}
                  />
                )
              }
            />
          </li>
        ))}
      </List>
      {acting?.action === 'counter' ? (
        <CounterOfferDialog offer={acting.offer} onClose={() => setActing(null)} onDone={() => done(acting.offer)} />
      ) : (
        acting && (
          <AnswerOfferDialog
            offer={acting.offer}
            answer={acting.action}
            side={sideOf(acting.offer)}
            onClose={() => setActing(null)}
            onDone={() => done(acting.offer)}
          />
        )
      )}
    </Section>
  );
}
