import { formatPrice, fromCents } from '@replay/contract';
import type { ProductDetail } from '@replay/contract';
import type { Queryable } from '../db/database';
import { categoryExists, findProduct } from '../db/catalog';
import { listPriceHistory, listProductImages } from '../db/listings';
import { toProductDetail } from '../db/catalog';
import { badRequest, notFound } from '../errors';
import { MIN_CHARGE_CENTS } from '../payments/provider';

/**
 * The rules a listing's fields keep beyond their schema, when it is added and at each edit (an
 * edit checks the listing as it would be after it): a known category, a purchase year not in the
 * future, a resale price within the original price and (when it is set) the provider's minimum
 * charge. Fields an edit leaves out are not checked again.
 */
export async function checkProductRules(
  db: Queryable,
  product: {
    categoryId?: string;
    puryear?: number;
    orgpriceCents: number;
    respriceCents: number;
    /** False for an edit that keeps the price. */
    priceSet?: boolean;
  },
): Promise<void> {
  if (product.categoryId !== undefined && !(await categoryExists(db, product.categoryId)))
    throw badRequest('category_id is not a known category');
  if (product.puryear !== undefined && product.puryear > new Date().getUTCFullYear())
    throw badRequest('puryear cannot be in the future');
  // Above the original price, the discount a card shows would be negative (and, at extreme ratios, overflow).
  if (product.respriceCents > product.orgpriceCents)
    throw badRequest('The resale price must not be above the original price');
  if ((product.priceSet ?? true) && product.respriceCents < MIN_CHARGE_CENTS)
    throw badRequest(`The resale price must be at least ${formatPrice(fromCents(MIN_CHARGE_CENTS))}`);
}

/**
 * A listed product as its page shows it (GET /product/{id}), closed and sold ones too. For the
 * public page (`publicPage`), one withheld while its seller is suspended is 404 "Not available".
 */
export async function findProductDetail(
  db: Queryable,
  id: string,
  options: { publicPage?: boolean } = {},
): Promise<ProductDetail | undefined> {
  const row = await findProduct(db, id);
  if (!row) return undefined;
  if (options.publicPage && row.withheld) throw notFound('Not available');
  const [images, prices] = [await listProductImages(db, id, row.image_url), await listPriceHistory(db, id)];
  return toProductDetail(row, images, prices, { withSellerContact: false });
}
