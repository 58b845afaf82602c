import { randomUUID } from 'node:crypto';
import {
  MESSAGE_EVENT,
  OFFER_MAX_ROUNDS,
  OFFER_STATE_LABELS,
  OFFERS_PER_DAY,
  formatPrice,
  fromCents,
} from '@replay/contract';
import type { Clock } from '../clock';
import { DAY_MS } from '../clock';
import { blockBetween } from '../db/blocks';
import { findProduct, lockProduct } from '../db/catalog';
import type { Database, Queryable } from '../db/database';
import { openConversation } from '../db/messages';
import { addLiveEvent } from '../db/notifications';
import {
  anotherAccepted,
  bookAtAgreedPrice,
  countBuyerRounds,
  declineOffersAtOrAbove,
  expireOffers,
  findLiveOffer,
  findOffer,
  holdForOffer,
  insertOffer,
  lapseOffers,
  listOffersOf,
  listRounds,
  markAccepted,
  setOfferState,
  setRound,
  supersedeOffers,
  type OfferRow,
} from '../db/offers';
import { findUserById, type UserRow } from '../db/users';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../errors';
import type { MessageService } from '../messages/service';
import type { Notifier } from '../notifications/notifier';

/*
 * Offers (server/README.md, "Offers"): a buyer offers a price for an available product; the seller
 * accepts, declines or counters; an acceptance books the product for the buyer at the agreed price
 * and holds it for them to pay within OFFER_PAY_HOURS. Every change is one transaction with what it
 * tells: the other side's notification and mail, and both members' live event of the conversation.
 */

export interface OfferSettings {
  /** OFFER_MIN_PERCENT: the lowest offer, as a percentage of the listed price. */
  minPercent: number;
  /** OFFER_TTL_HOURS and OFFER_PAY_HOURS, in ms. */
  ttlMs: number;
  payMs: number;
}

export interface OfferServiceOptions {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  settings: OfferSettings;
  /** Sends the offer's optional message in its conversation (the usual path of a message). */
  messages: Pick<MessageService, 'send'>;
}

const money = (cents: number) => `$${formatPrice(fromCents(cents))}`;

/** The lowest offer for a listed price: OFFER_MIN_PERCENT of it, rounded up to the cent. */
export const lowestOfferCents = (listedCents: number, percent: number) => Math.ceil((listedCents * percent) / 100);

export class OfferService {
  constructor(private readonly options: OfferServiceOptions) {}

  /**
   * A buyer's offer, or their next round after the seller's counter. The product must be
   * available and theirs to buy (not blocked); the amount at least OFFER_MIN_PERCENT of the
   * listed price and below it (and below a counter); one live offer at a time (409); at most
   * OFFERS_PER_DAY offers a day on one product (429); at most OFFER_MAX_ROUNDS rounds (409).
   */
  async make(buyer: UserRow, input: { productId: string; amountCents: number; message?: string }) {
    const { db, clock, settings } = this.options;
    const product = await findProduct(db, input.productId);
    if (!product) throw notFound('Product not found');
    if (!product.status) throw conflict('This product has already been sold');
    if (product.closed || product.withheld) throw conflict('This product is no longer available');
    const blocked = await blockBetween(db, product.seller_id, buyer.id);
    if (blocked) throw forbidden("You can't make offers on this seller's products");
    const listed = product.resprice_cents;
    const lowest = lowestOfferCents(listed, settings.minPercent);
    if (input.amountCents < lowest || input.amountCents >= listed)
      throw badRequest(`Offer at least ${money(lowest)} and less than the listed ${money(listed)}`, {
        errors: { amountCents: `Between ${money(lowest)} and ${money(listed - 1)}` },
      });
    const now = clock.now();
    const made = await db.transaction(async (tx) => {
      const live = await findLiveOffer(tx, product.id, buyer.id);
      if (live?.state === 'open') throw conflict('You already have an open offer on this product');
      if (live && live.round >= OFFER_MAX_ROUNDS) throw conflict(`An offer goes at most ${OFFER_MAX_ROUNDS} rounds`);
      if (live && input.amountCents >= live.amount_cents)
        throw badRequest(`Offer less than the seller's counter of ${money(live.amount_cents)}, or accept it`);
      if ((await countBuyerRounds(tx, product.id, buyer.id, new Date(now.getTime() - DAY_MS))) >= OFFERS_PER_DAY)
        throw new HttpError(429, `You can make ${OFFERS_PER_DAY} offers a day on one product; try again tomorrow`);
      const expiresAt = new Date(now.getTime() + settings.ttlMs);
      let id: string;
      let conversationId: string;
      if (live) {
        id = live.id;
        conversationId = live.conversation_id;
        await setRound(tx, id, {
          round: live.round + 1,
          state: 'open',
          amountCents: input.amountCents,
          listedCents: listed,
          expiresAt,
          at: now,
        });
      } else {
        conversationId = (
          await openConversation(tx, {
            productId: product.id,
            buyerId: buyer.id,
            sellerId: product.seller_id,
            startedBy: buyer.id,
          })
        ).id;
        id = await insertOffer(tx, {
          productId: product.id,
          buyerId: buyer.id,
          sellerId: product.seller_id,
          conversationId,
          amountCents: input.amountCents,
          listedCents: listed,
          expiresAt,
          at: now,
        });
      }
      const offer = (await findOffer(tx, id))!;
      await this.options.notifier.tell(tx, product.seller_id, `offer:${id}:${offer.round}`, {
        kind: 'offer_received',
        product: product.title,
        buyerName: buyer.name,
        amountCents: input.amountCents,
        currency: 'usd',
        conversationId,
      });
      await this.changed(tx, offer);
      return offer;
    });
    const message = input.message?.trim();
    if (message)
      await this.options.messages.send(buyer, made.conversation_id, {
        body: message,
        clientId: `offer-${randomUUID()}`,
      });
    return made;
  }

  /** An offer its buyer or seller may read (404 to anyone else). */
  async find(
    user: UserRow,
    id: string,
  ): Promise<OfferRow & { rounds: Array<{ by_role: 'buyer' | 'seller'; amount_cents: number; created_at: Date }> }> {
    const offer = await findOffer(this.options.db, id);
    if (!offer || (offer.buyer_id !== user.id && offer.seller_id !== user.id)) throw notFound('Offer not found');
    return { ...offer, rounds: await listRounds(this.options.db, id) };
  }

  list(
    user: UserRow,
    filter: { role?: 'buyer' | 'seller'; state?: OfferRow['state']; conversationId?: string },
    offset: number,
    limit: number,
  ) {
    const role = filter.role ?? (user.role === 'seller' ? 'seller' : 'buyer');
    return listOffersOf(
      this.options.db,
      { userId: user.id, role, state: filter.state, conversationId: filter.conversationId },
      offset,
      limit,
    );
  }

  /**
   * Accepts the amount on the table: the seller an open offer, the buyer a counter. The buyer's
   * booking takes the agreed price and the product's hold until OFFER_PAY_HOURS from now; 409 when
   * another accepted offer or another buyer's payment holds the product (one acceptance of any
   * number at once wins: the product's row lock, then the one-accepted-offer index).
   */
  async accept(user: UserRow, id: string) {
    const { db, clock, settings } = this.options;
    const now = clock.now();
    const accepted = await db.transaction(async (tx) => {
      const offer = await this.actOn(tx, user, id, { seller: ['open'], buyer: ['countered'] }, 'accept');
      const product = await findProduct(tx, offer.product_id);
      if (!product || !product.status || product.closed || product.withheld)
        throw conflict('This product is no longer available');
      await lockProduct(tx, offer.product_id);
      if (await anotherAccepted(tx, offer.product_id, offer.id))
        throw conflict(
          'Another offer was accepted for this item; it is held for that buyer until they pay or their time runs out',
        );
      const buyer = await findUserById(tx, offer.buyer_id);
      const bookingId = await bookAtAgreedPrice(tx, {
        productId: offer.product_id,
        buyerId: offer.buyer_id,
        offerId: offer.id,
        agreedCents: offer.amount_cents,
        mobile: buyer?.phone ?? '',
        location: buyer?.meeting_place ?? '',
      });
      const payUntil = new Date(now.getTime() + settings.payMs);
      if (!(await holdForOffer(tx, offer.product_id, bookingId, payUntil)))
        throw conflict('Another buyer is paying for this item right now; try again when their time runs out');
      await markAccepted(tx, offer.id, bookingId, payUntil, now);
      const to = user.id === offer.seller_id ? offer.buyer_id : offer.seller_id;
      await this.options.notifier.tell(tx, to, `offer:${offer.id}:accepted`, {
        kind: 'offer_accepted',
        product: offer.product_title,
        amountCents: offer.amount_cents,
        currency: 'usd',
        role: to === offer.buyer_id ? 'buyer' : 'seller',
        bookingId,
        payUntil,
        conversationId: offer.conversation_id,
      });
      const done = (await findOffer(tx, offer.id))!;
      await this.changed(tx, done);
      return done;
    });
    return this.find(user, accepted.id);
  }

  /** Declines the amount on the table: the seller an open offer, the buyer a counter; the other side is told. */
  async decline(user: UserRow, id: string) {
    const { db, clock } = this.options;
    await db.transaction(async (tx) => {
      const offer = await this.actOn(tx, user, id, { seller: ['open'], buyer: ['countered'] }, 'decline');
      await setOfferState(tx, offer.id, 'declined', clock.now());
      const to = user.id === offer.seller_id ? offer.buyer_id : offer.seller_id;
      await this.tellEnded(tx, offer, 'offer_declined', [to]);
      await this.changed(tx, offer);
    });
    return this.find(user, id);
  }

  /** The buyer withdraws their open offer or the chain the seller countered. */
  async withdraw(user: UserRow, id: string) {
    const { db, clock } = this.options;
    await db.transaction(async (tx) => {
      const offer = await this.actOn(tx, user, id, { buyer: ['open', 'countered'] }, 'withdraw');
      await setOfferState(tx, offer.id, 'withdrawn', clock.now());
      await this.changed(tx, offer);
    });
    return this.find(user, id);
  }

  /** The seller's counter: strictly between the offer and the listed price; a round of the chain. */
  async counter(user: UserRow, id: string, amountCents: number) {
    const { db, clock, settings } = this.options;
    await db.transaction(async (tx) => {
      const offer = await this.actOn(tx, user, id, { seller: ['open'] }, 'counter');
      const product = await findProduct(tx, offer.product_id);
      if (!product || !product.status || product.closed) throw conflict('This product is no longer available');
      const listed = product.resprice_cents;
      if (amountCents <= offer.amount_cents || amountCents >= listed)
        throw badRequest(
          `Counter with more than ${money(offer.amount_cents)} and less than the listed ${money(listed)}`,
          {
            errors: { amountCents: `Between ${money(offer.amount_cents + 1)} and ${money(listed - 1)}` },
          },
        );
      if (offer.round >= OFFER_MAX_ROUNDS) throw conflict(`An offer goes at most ${OFFER_MAX_ROUNDS} rounds`);
      const now = clock.now();
      await setRound(tx, offer.id, {
        round: offer.round + 1,
        state: 'countered',
        amountCents,
        listedCents: listed,
        expiresAt: new Date(now.getTime() + settings.ttlMs),
        at: now,
      });
      await this.options.notifier.tell(tx, offer.buyer_id, `offer:${offer.id}:${offer.round + 1}`, {
        kind: 'offer_countered',
        product: offer.product_title,
        amountCents,
        currency: 'usd',
        conversationId: offer.conversation_id,
      });
      await this.changed(tx, offer);
    });
    return this.find(user, id);
  }

  /**
   * The locked offer if `user` may do `action` in its state: 404 for outsiders, 403 for the side
   * that may not, 409 when its state does not allow it (or it expired: then it is marked so).
   */
  private async actOn(
    tx: Queryable,
    user: UserRow,
    id: string,
    allowed: { buyer?: OfferRow['state'][]; seller?: OfferRow['state'][] },
    action: string,
  ): Promise<OfferRow> {
    const offer = await findOffer(tx, id, true);
    if (!offer || (offer.buyer_id !== user.id && offer.seller_id !== user.id)) throw notFound('Offer not found');
    const side = offer.buyer_id === user.id ? 'buyer' : 'seller';
    const states = allowed[side];
    if (!states) throw forbidden(`Only the ${side === 'buyer' ? 'seller' : 'buyer'} can ${action} this offer`);
    if ((offer.state === 'open' || offer.state === 'countered') && offer.expires_at <= this.options.clock.now())
      throw conflict('This offer has expired');
    if (!states.includes(offer.state)) {
      const other = side === 'buyer' ? 'seller' : 'buyer';
      if (allowed[other]?.includes(offer.state)) throw forbidden(`Only the ${other} can ${action} this offer now`);
      throw conflict(`This offer cannot be changed any more: ${OFFER_STATE_LABELS[offer.state].toLowerCase()}`);
    }
    return offer;
  }

  /** Both members' open pages of the conversation hear of it (the thread shows offers as cards). */
  private async changed(tx: Queryable, offer: OfferRow): Promise<void> {
    for (const userId of [offer.buyer_id, offer.seller_id])
      await addLiveEvent(tx, userId, MESSAGE_EVENT, { conversationId: offer.conversation_id, offer: offer.id });
  }

  private async tellEnded(
    tx: Queryable,
    offer: OfferRow,
    kind: 'offer_declined' | 'offer_expired' | 'offer_lapsed' | 'offer_superseded',
    to: string[],
  ): Promise<void> {
    for (const userId of to)
      await this.options.notifier.tell(tx, userId, `offer:${offer.id}:${kind}`, {
        kind,
        product: offer.product_title,
        amountCents: offer.amount_cents,
        currency: 'usd',
        role: userId === offer.buyer_id ? 'buyer' : 'seller',
        conversationId: offer.conversation_id,
      });
  }

  /* ---- What happens to offers when something else changes ---- */

  /** The product was sold (to `bookingId`), closed, deleted, sold elsewhere or withheld: other live offers are superseded. */
  async productGone(tx: Queryable, productId: string, soldBookingId: string | null = null): Promise<void> {
    for (const offer of await supersedeOffers(tx, productId, soldBookingId, this.options.clock.now())) {
      await this.tellEnded(tx, offer, 'offer_superseded', [offer.buyer_id]);
      await this.changed(tx, offer);
    }
  }

  /** The seller changed the price: live offers at or above it are declined, their buyers told. */
  async repriced(tx: Queryable, productId: string, priceCents: number): Promise<void> {
    for (const offer of await declineOffersAtOrAbove(tx, productId, priceCents, this.options.clock.now())) {
      await this.tellEnded(tx, offer, 'offer_declined', [offer.buyer_id]);
      await this.changed(tx, offer);
    }
  }

  /** The offers' job: expired offers and lapsed acceptances, each once across instances, both sides told. */
  async runJobs(): Promise<void> {
    const { db, clock } = this.options;
    await db.transaction(async (tx) => {
      for (const offer of await expireOffers(tx, clock.now())) {
        await this.tellEnded(tx, offer, 'offer_expired', [offer.buyer_id, offer.seller_id]);
        await this.changed(tx, offer);
      }
      for (const offer of await lapseOffers(tx, clock.now())) {
        await this.tellEnded(tx, offer, 'offer_lapsed', [offer.buyer_id, offer.seller_id]);
        await this.changed(tx, offer);
      }
    });
  }
}
