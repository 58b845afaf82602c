import { Type } from '@sinclair/typebox';
import { LIMITS, OFFER_STATES } from '../domain';
import { defineEndpoint } from '../endpoint';
import { Id, IdParams, OfferDetailSchema, OfferSchema, OneOf, PageOf, PageQuery, Strict } from '../schemas';

/**
 * Offers: a buyer's price for a product, the seller's counter, and an acceptance that books the
 * product at the agreed price (server/README.md, "Offers").
 */

const MEMBERS = ['buyer', 'seller'] as const;
const Cents = Type.Integer({ minimum: 1, maximum: LIMITS.priceMax * 100 });

export const makeOffer = defineEndpoint({
  method: 'POST',
  path: '/offers',
  summary:
    "A buyer's offer for an available product (at least OFFER_MIN_PERCENT of the listed price and below it), shown in the product's conversation; after a counter, a new round of the same chain",
  access: ['buyer'],
  body: Strict({
    productId: Id,
    amountCents: Cents,
    message: Type.Optional(Type.String({ maxLength: LIMITS.messageMax })),
  }),
  responses: {
    201: Strict({
      _id: Id,
      conversationId: Id,
      state: OneOf(OFFER_STATES),
      amountCents: Type.Integer(),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
  },
  errors: [404, 409],
});

export const listOffers = defineEndpoint({
  method: 'GET',
  path: '/offers',
  summary: "The caller's offers, as the buyer (sent) or the seller (received), newest change first",
  access: MEMBERS,
  query: Strict({
    ...PageQuery.properties,
    role: Type.Optional(OneOf(['buyer', 'seller'] as const)),
    state: Type.Optional(OneOf(OFFER_STATES)),
    /** Only the offers of one conversation (its thread shows them as cards). */
    conversationId: Type.Optional(Id),
  }),
  paging: 'body',
  responses: { 200: PageOf(OfferSchema) },
});

export const getOffer = defineEndpoint({
  method: 'GET',
  path: '/offers/:id',
  summary: 'An offer with its rounds (its buyer or seller only)',
  access: MEMBERS,
  params: IdParams,
  responses: { 200: OfferDetailSchema },
  errors: [404],
});

export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/offers/:id/accept',
  summary:
    'Accepts the amount on the table (the seller an offer, the buyer a counter): a booking at the agreed price, held for the buyer for OFFER_PAY_HOURS',
  access: MEMBERS,
  params: IdParams,
  responses: { 200: OfferDetailSchema },
  errors: [404, 409],
});

export const declineOffer = defineEndpoint({
  method: 'POST',
  path: '/offers/:id/decline',
  summary: 'Declines the amount on the table (the seller an offer, the buyer a counter)',
  access: MEMBERS,
  params: IdParams,
  responses: { 200: OfferDetailSchema },
  errors: [404, 409],
});

export const withdrawOffer = defineEndpoint({
  method: 'POST',
  path: '/offers/:id/withdraw',
  summary: 'The buyer withdraws their offer while it is open or countered',
  access: ['buyer'],
  params: IdParams,
  responses: { 200: OfferDetailSchema },
  errors: [404, 409],
});

export const counterOffer = defineEndpoint({
  method: 'POST',
  path: '/offers/:id/counter',
  summary: "The seller's counter: an amount strictly between the buyer's offer and the listed price",
  access: ['seller'],
  params: IdParams,
  body: Strict({ amountCents: Cents }),
  responses: { 200: OfferDetailSchema },
  errors: [404, 409],
});
