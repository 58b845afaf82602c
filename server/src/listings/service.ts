import type { FastifyInstance } from 'fastify';
import {
  toCents,
  type NewProductPayload,
  type Product,
  type ProductDetail,
  type ProductEditPayload,
} from '@replay/contract';
import { bookingService, type BookingService } from '../bookings/service';
import type { Database, Queryable } from '../db/database';
import { advertiseProduct, archiveProduct, findProduct, findProductContact, insertProduct } from '../db/catalog';
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
import { toProduct } from '../db/catalog';
import { type UserRow } from '../db/users';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import type { OfferService } from '../offers/service';
import type { ImageStore } from '../images/store';
import { requireProductImages } from '../images/uploads';
import type { Notifier } from '../notifications/notifier';
import type { PaymentService } from '../payments/service';
import { checkProductRules, findProductDetail } from './rules';

export const STALE_VERSION = 'This listing changed in another tab; reload it';
export const PRICE_HELD = 'A buyer is paying for this item right now; try again in a few minutes';

export interface ListingServiceOptions {
  db: Database;
  images: ImageStore;
  notifier: Notifier;
  /** Cancels the intents a change leaves unable to pay. */
  payments: PaymentService;
  /** Cancels the unpaid bookings of a listing that ended. */
  bookings: BookingService;
  /** Offers a change ends: superseded when the listing leaves, declined at or above a new price. */
  offers: Pick<OfferService, 'productGone' | 'repriced'>;
  currency: string;
}

/**
 * A seller's listings (docs/architecture.md, "The trade loop"): adding, advertising, deleting, and
 * after it was added edits made on a version, closing, reopening, selling elsewhere. Each change of
 * a listing locks its row first (lockListing), so it is ordered against the others, against a buyer
 * taking its hold and against a sale.
 */
export class ListingService {
  constructor(private readonly options: ListingServiceOptions) {}

  /** Lists a new product of the seller, its photos their own uploads (the first the cover). */
  async add(seller: UserRow, body: NewProductPayload): Promise<string> {
    const { db, images: store } = this.options;
    await checkProductRules(db, {
      categoryId: body.category_id,
      puryear: body.puryear,
      orgpriceCents: toCents(body.orgprice),
      respriceCents: toCents(body.resprice),
    });
    const images = body.images ?? [body.imageUrl];
    if (images[0] !== body.imageUrl) throw badRequest('imageUrl must be the first of images (the cover)');
    return db.transaction(async (tx) => {
      await requireProductImages(tx, store, images, seller.id);
      return insertProduct(tx, {
        sellerId: seller.id,
        categoryId: body.category_id,
        title: body.title.trim(),
        condition: body.condition,
        description: body.description.trim(),
        location: body.location.trim(),
        mobile: body.mobile.trim(),
        orgpriceCents: toCents(body.orgprice),
        respriceCents: toCents(body.resprice),
        useYear: body.useYear,
        puryear: body.puryear,
        imageUrl: body.imageUrl,
        images,
      });
    });
  }

  /** Puts one of the seller's products on sale in the home page's carousel; how many rows changed. */
  async advertise(seller: UserRow, productId: string): Promise<number> {
    const product = await findProduct(this.options.db, productId);
    if (!product) throw notFound('Product not found');
    if (product.seller_id !== seller.id) throw forbidden('You can only advertise your own products');
    if (!product.status) throw conflict('Sold products cannot be advertised');
    if (product.closed) throw conflict('Closed products cannot be advertised; reopen it first');
    return advertiseProduct(this.options.db, product.id);
  }

  /**
   * Deletes (archives) a listing: the seller their own unsold one, an admin any (its seller told);
   * its open intents are canceled. How many were deleted.
   */
  async delete(caller: UserRow, productId: string): Promise<number> {
    const { db, notifier, payments } = this.options;
    const product = await findProduct(db, productId);
    if (!product) throw notFound('Product not found');
    if (caller.role !== 'admin' && product.seller_id !== caller.id)
      throw forbidden('You can only delete your own products');
    // Its buyer's order must stay; an admin removing it archives it with the money trail.
    if (caller.role !== 'admin' && !product.status) throw conflict('A sold product cannot be deleted');
    const deletedCount = await db.transaction(async (tx) => {
      const archived = await archiveProduct(tx, product.id);
      await this.options.offers.productGone(tx, product.id);
      // A seller removing their own listing needs no word of it; an admin's removal is told.
      if (archived && product.seller_id !== caller.id) {
        await notifier.tell(tx, product.seller_id, `removed:${product.id}`, {
          kind: 'listing_removed',
          product: product.title,
        });
      }
      return archived;
    });
    await payments.cancelProductIntents(product.id);
    return deletedCount;
  }

  /**
   * Edits a listing made on `edit.version` (409 when it changed since): a sold one never, its price
   * not while a buyer holds it. Savers hear of a real price drop; intents at the old price are canceled.
   */
  async edit(seller: UserRow, id: string, edit: ProductEditPayload): Promise<ProductDetail> {
    const { db, notifier, payments, images: store, currency } = this.options;
    const { version, images, ...fields } = edit;
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
    const repriced = await db.transaction(async (tx) => {
      const listing = await this.ownListing(tx, id, seller.id, 'edit');
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
      if (images) await requireProductImages(tx, store, images, seller.id);
      const newVersion = await applyListingChanges(tx, listing, changes);
      if (newPrice) await this.options.offers.repriced(tx, id, respriceCents);
      // Those who saved it hear of a real drop of the price of a listing on sale, once a day at most.
      if (newPrice && !listing.closed && isPriceDrop(listing.resprice_cents, respriceCents)) {
        const product = changes.title ?? listing.title;
        for (const buyerId of await listSaversToTellOfPriceDrop(tx, id)) {
          await notifier.tell(tx, buyerId, `${priceDropKeyPrefix(id)}${newVersion}`, {
            kind: 'price_drop',
            product,
            productId: id,
            amountCents: respriceCents,
            wasCents: listing.resprice_cents,
            currency,
          });
        }
      }
      return newPrice;
    });
    // Intents opened at the old price can no longer pay (a payment at it is refunded when recorded).
    if (repriced) await payments.cancelProductIntents(id);
    return (await findProductDetail(db, id))!;
  }

  /** Closes a listing: off every list until reopened; its unpaid bookings end, its savers and bookers told. */
  async close(seller: UserRow, id: string): Promise<Product> {
    const tell = await this.options.db.transaction(async (tx) => {
      const listing = await this.ownListing(tx, id, seller.id, 'close');
      if (!listing.status) throw conflict('A sold product cannot be closed');
      // One event per closing: closed again after a reopening, it is told again.
      const closedAt = listing.closed_at ?? (await closeListing(tx, id));
      await this.options.offers.productGone(tx, id);
      const ended = this.tellEnded(listing, `closed:${id}:${closedAt.getTime()}`, false);
      if (!listing.closed) await ended.savers(tx);
      return ended.booker;
    });
    // Once closed no payment can sell it; what was under way ends (again, should a close have
    // stopped half-way before).
    await this.options.bookings.cancelForProduct(id, tell);
    return this.ownProduct(id);
  }

  /** Puts a closed listing back on sale. */
  async reopen(seller: UserRow, id: string): Promise<Product> {
    await this.options.db.transaction(async (tx) => {
      const listing = await this.ownListing(tx, id, seller.id, 'reopen');
      if (!listing.status) throw conflict('A sold product cannot be reopened');
      if (listing.closed) await reopenListing(tx, id);
    });
    return this.ownProduct(id);
  }

  /** Marks a listing sold outside Replay Market: its unpaid bookings end, its savers and bookers told. */
  async markSoldElsewhere(seller: UserRow, id: string): Promise<Product> {
    const tell = await this.options.db.transaction(async (tx) => {
      const listing = await this.ownListing(tx, id, seller.id, 'mark');
      if (!listing.status && !listing.sold_elsewhere) throw conflict('This product was sold on Replay Market');
      const ended = this.tellEnded(listing, `sold-elsewhere:${id}`, true);
      if (listing.status) {
        await markListingSoldElsewhere(tx, id);
        await this.options.offers.productGone(tx, id);
        await ended.savers(tx);
      }
      return ended.booker;
    });
    await this.options.bookings.cancelForProduct(id, tell);
    return this.ownProduct(id);
  }

  /** The caller's own listing, its row locked: 404 when it is not listed, 403 when it is another seller's. */
  private async ownListing(tx: Queryable, id: string, sellerId: string, action: string): Promise<LockedListing> {
    const listing = await lockListing(tx, id);
    if (!listing) throw notFound('Product not found');
    if (listing.seller_id !== sellerId) throw forbidden(`You can only ${action} your own products`);
    return listing;
  }

  /**
   * A listing closed or sold elsewhere: its savers are told in the transaction of the change (those
   * with a booking under way as it is cancelled, by `booker`); `key` names the event.
   */
  private tellEnded(listing: LockedListing, key: string, sold: boolean) {
    const { notifier } = this.options;
    const notice = { kind: 'listing_ended', product: listing.title, productId: listing.id, sold } as const;
    return {
      savers: async (tx: Queryable) => {
        for (const buyerId of await listSaversWithoutBooking(tx, listing.id))
          await notifier.tell(tx, buyerId, key, { ...notice, booked: false });
      },
      booker: (tx: Queryable, buyerId: string) => notifier.tell(tx, buyerId, key, { ...notice, booked: true }),
    };
  }

  /**
   * The seller's mobile for one product (GET /product/{id}/contact): its seller, an admin, or a
   * buyer with a live or paid booking of it; anyone else is refused (public answers leave it out).
   */
  async contact(account: UserRow, id: string): Promise<{ mobile: string }> {
    const contact = await findProductContact(this.options.db, id, account.id);
    if (!contact) throw notFound('Product not found');
    if (account.role !== 'admin' && contact.seller_id !== account.id && !contact.booked) {
      throw forbidden("The seller's mobile is shown to buyers who booked this product");
    }
    return { mobile: contact.mobile };
  }

  /** The listing as My Products shows it, after a change. */
  private async ownProduct(id: string): Promise<Product> {
    const row = await findProduct(this.options.db, id);
    if (!row) throw notFound('Product not found');
    return toProduct(row, { withSellerContact: true });
  }
}

/** The listing service of an app (stateless: one per user of it is fine). */
export function listingService(app: FastifyInstance): ListingService {
  return new ListingService({
    db: app.db,
    images: app.images,
    notifier: app.notifier,
    payments: app.payments,
    bookings: bookingService(app),
    offers: app.offers,
    currency: app.config.currency,
  });
}
