import type { FastifyInstance } from 'fastify';
import { toCents, type Product } from '@replay/contract';
import * as endpoints from '@replay/contract/endpoints';
import type { Queryable } from '../db/database';
import { findProduct } from '../db/catalog';
import {
  applyListingChanges,
  closeListing,
  isPriceDrop,
  listSaversToTellOfPriceDrop,
  listSaversWithoutBooking,
  lockListing,
  markListingSoldElsewhere,
  priceDropKeyPrefix,
  reopenListing,
  type ListingChanges,
  type LockedListing,
} from '../db/listings';
import { toProduct } from '../db/rows';
import { conflict, forbidden, notFound } from '../errors';
import { requireProductImages } from '../images/uploads';
import { endpointRoute } from './endpoint-route';
import { checkProductRules, findProductDetail } from './product-rules';

export const STALE_VERSION = 'This listing changed in another tab; reload it';
export const PRICE_HELD = 'A buyer is paying for this item right now; try again in a few minutes';

/**
 * A seller's listing after it was added (docs/architecture.md, "The trade loop"): edits made on a
 * version, closing, reopening, selling elsewhere. Each locks the listing's row first (lockListing),
 * so it is ordered against the others, against a buyer taking its hold and against a sale.
 */
export async function listingRoutes(app: FastifyInstance): Promise<void> {
  const writes = app.config.rateLimits.writes;

  /** The caller's own listing, its row locked: 404 when it is not listed, 403 when it is another seller's. */
  async function ownListing(tx: Queryable, id: string, sellerId: string, action: string): Promise<LockedListing> {
    const listing = await lockListing(tx, id);
    if (!listing) throw notFound('Product not found');
    if (listing.seller_id !== sellerId) throw forbidden(`You can only ${action} your own products`);
    return listing;
  }

  /**
   * A listing closed or sold elsewhere: its savers are told in the transaction of the change (those
   * with a booking under way as it is cancelled, by `tellBooker`); `key` names the event.
   */
  function tellEnded(listing: LockedListing, key: string, sold: boolean) {
    const notice = { kind: 'listing_ended', product: listing.title, productId: listing.id, sold } as const;
    return {
      savers: async (tx: Queryable) => {
        for (const buyerId of await listSaversWithoutBooking(tx, listing.id))
          await app.notifier.tell(tx, buyerId, key, { ...notice, booked: false });
      },
      booker: (tx: Queryable, buyerId: string) => app.notifier.tell(tx, buyerId, key, { ...notice, booked: true }),
    };
  }

  /** The listing as My Products shows it, after a change. */
  async function ownProduct(id: string): Promise<Product> {
    const row = await findProduct(app.db, id);
    if (!row) throw notFound('Product not found');
    return toProduct(row, { withSellerEmail: true });
  }

  endpointRoute(app, endpoints.editProduct, {
    // A listing's fields, state or advertisement: the product lists, not the categories.
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { id } = request.params;
      const { version, images, ...fields } = request.body;
      const changes: ListingChanges = {
        categoryId: fields.category_id,
        title: fields.title?.trim(),
        condition: fields.condition,
        description: fields.description?.trim(),
        location: fields.location?.trim(),
        mobile: fields.mobile?.trim(),
        orgpriceCents: fields.orgprice === undefined ? undefined : toCents(fields.orgprice),
        respriceCents: fields.resprice === undefined ? undefined : toCents(fields.resprice),
        useYear: fields.useYear,
        puryear: fields.puryear,
        images,
      };
      const repriced = await app.db.transaction(async (tx) => {
        const listing = await ownListing(tx, id, request.account!.id, 'edit');
        // What a buyer paid for stays as it was.
        if (!listing.status) throw conflict('A sold product cannot be edited');
        if (listing.version !== version) throw conflict(STALE_VERSION);
        const respriceCents = changes.respriceCents ?? listing.resprice_cents;
        await checkProductRules(tx, {
          categoryId: changes.categoryId,
          puryear: changes.puryear,
          orgpriceCents: changes.orgpriceCents ?? listing.orgprice_cents,
          respriceCents,
          priceSet: changes.respriceCents !== undefined,
        });
        const newPrice = respriceCents !== listing.resprice_cents;
        // The buyer holding it is paying the price they were shown; the other fields may change.
        if (newPrice && listing.held) throw conflict(PRICE_HELD);
        if (images) await requireProductImages(tx, app.images, images, request.account!.id);
        const newVersion = await applyListingChanges(tx, listing, changes);
        // Those who saved it hear of a real drop of the price of a listing on sale, once a day at most.
        if (newPrice && !listing.closed && isPriceDrop(listing.resprice_cents, respriceCents)) {
          const product = changes.title ?? listing.title;
          for (const buyerId of await listSaversToTellOfPriceDrop(tx, id)) {
            await app.notifier.tell(tx, buyerId, `${priceDropKeyPrefix(id)}${newVersion}`, {
              kind: 'price_drop',
              product,
              productId: id,
              amountCents: respriceCents,
              wasCents: listing.resprice_cents,
              currency: app.config.currency,
            });
          }
        }
        return newPrice;
      });
      // Intents opened at the old price can no longer pay (a payment at it is refunded when recorded).
      if (repriced) await app.payments.cancelProductIntents(id);
      return (await findProductDetail(app.db, id))!;
    },
  });

  endpointRoute(app, endpoints.closeProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { id } = request.params;
      const tell = await app.db.transaction(async (tx) => {
        const listing = await ownListing(tx, id, request.account!.id, 'close');
        if (!listing.status) throw conflict('A sold product cannot be closed');
        // One event per closing: closed again after a reopening, it is told again.
        const closedAt = listing.closed_at ?? (await closeListing(tx, id));
        const ended = tellEnded(listing, `closed:${id}:${closedAt.getTime()}`, false);
        if (!listing.closed) await ended.savers(tx);
        return ended.booker;
      });
      // Once closed no payment can sell it; what was under way ends (again, should a close have
      // stopped half-way before).
      await app.payments.cancelProductBookings(id, tell);
      return ownProduct(id);
    },
  });

  endpointRoute(app, endpoints.reopenProduct, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        const listing = await ownListing(tx, id, request.account!.id, 'reopen');
        if (!listing.status) throw conflict('A sold product cannot be reopened');
        if (listing.closed) await reopenListing(tx, id);
      });
      return ownProduct(id);
    },
  });

  endpointRoute(app, endpoints.markProductSoldElsewhere, {
    publicLists: 'products',
    rateLimit: writes,
    handler: async (request) => {
      const { id } = request.params;
      const tell = await app.db.transaction(async (tx) => {
        const listing = await ownListing(tx, id, request.account!.id, 'mark');
        if (!listing.status && !listing.sold_elsewhere) throw conflict('This product was sold on Replay Market');
        const ended = tellEnded(listing, `sold-elsewhere:${id}`, true);
        if (listing.status) {
          await markListingSoldElsewhere(tx, id);
          await ended.savers(tx);
        }
        return ended.booker;
      });
      await app.payments.cancelProductBookings(id, tell);
      return ownProduct(id);
    },
  });
}
