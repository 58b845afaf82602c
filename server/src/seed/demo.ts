import { performance } from 'node:perf_hooks';
import { toCents } from '@replay/contract';
import type { IdentityProvider } from '../auth/firebase';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { insertProduct, listCategories } from '../db/catalog';
import { insertDemoAccount, insertDemoCategory, isDemoSeeded, listSellerIdsByEmail, markDemoSeeded } from '../db/demo';
import { findUserByEmail, listClosedAddresses } from '../db/users';
import type { ImageStore } from '../images/store';
import {
  DEMO_ACCOUNTS,
  DEMO_CATEGORIES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  DEMO_PRODUCTS,
  DEMO_SELLER_CONTACTS,
  productImage,
} from './data';
import { storeDemoPictures } from './demo-pictures';
import { recordPastSale } from './past-sales';

interface SeedOptions {
  db: Database;
  identity: IdentityProvider;
  images: ImageStore;
  /** Demo sign-in accounts are created only in the local auth emulator. */
  useEmulator: boolean;
  log: { info(obj: object, msg: string): void; warn(msg: string): void };
  /** The moment the demo's dates count back from (tests pass a fixed one). */
  now?: Date;
}

/**
 * The e-mails that are admins at start (see syncAdmins): ADMIN_EMAILS, and while the demo runs its
 * seeded admin, which no configuration names.
 */
export function adminEmailsAtStart(config: Pick<Config, 'adminEmails' | 'seedDemo'>): string[] {
  const demoAdmins = DEMO_ACCOUNTS.filter((account) => account.role === 'admin').map((account) => account.email);
  return config.seedDemo ? [...config.adminEmails, ...demoAdmins] : config.adminEmails;
}

/**
 * Demo data for the embedded run: a shop of about forty listings in four categories from five
 * sellers, past sales with their buyers' reviews, pictures drawn for all of it, and demo accounts
 * in the auth emulator. Pictures are drawn when the image store lacks them and sign-in accounts
 * ensured on every start (the store or the emulator may have been reset); the catalogue is seeded
 * once per database (deleted demo data stays deleted).
 */
export async function seedDemo({
  db,
  identity,
  images,
  useEmulator,
  log,
  now = new Date(),
}: SeedOptions): Promise<void> {
  const started = performance.now();
  // Drawn in sharp's threads while the database work runs here.
  const [drawn, seeded] = await Promise.all([
    storeDemoPictures(images),
    (async () => {
      if (useEmulator) await ensureSignInAccounts(identity, images);
      else log.warn('SEED_DEMO without the auth emulator: demo catalogue only, no demo sign-in accounts');
      return (await isDemoSeeded(db)) ? undefined : seedCatalogue(db, images, now);
    })(),
  ]);
  if (seeded || drawn > 0) {
    log.info(
      { ...seeded, categories: DEMO_CATEGORIES.length, pictures: drawn, ms: Math.round(performance.now() - started) },
      'demo data seeded',
    );
  }
}

/** The demo's sign-in accounts in the auth emulator, each address confirmed. */
async function ensureSignInAccounts(identity: IdentityProvider, images: ImageStore): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    // Confirmed as if its owner had followed the link (admin rights and starting conversations need that).
    const emailVerified = true;
    const existing = await identity.auth.getUserByEmail(account.email).catch(() => undefined);
    if (!existing) {
      await identity.auth.createUser({
        email: account.email,
        password: DEMO_PASSWORD,
        displayName: account.name,
        photoURL: images.url(account.image),
        emailVerified,
      });
    } else if (emailVerified && !existing.emailVerified) {
      await identity.auth.updateUser(existing.uid, { emailVerified });
    }
  }
}

/** The catalogue, in one transaction: people, categories, listings, and the past sales with their reviews. */
async function seedCatalogue(
  db: Database,
  images: ImageStore,
  now: Date,
): Promise<{ products: number; sales: number }> {
  const seeded = { products: 0, sales: 0 };
  await db.transaction(async (tx) => {
    const closed = new Set(await listClosedAddresses(tx));
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_PEOPLE]) {
      if (closed.has(account.email)) continue;
      await insertDemoAccount(tx, {
        email: account.email,
        name: account.name,
        img: images.url(account.image),
        role: account.role,
        verified: account.verified,
      });
    }
    for (const [position, category] of DEMO_CATEGORIES.entries()) {
      await insertDemoCategory(tx, { name: category.name, img: images.url(category.image), position });
    }
    const categories = new Map((await listCategories(tx)).map((c) => [c.category_name, c.id]));
    const sellers = await listSellerIdsByEmail(tx);
    for (const product of DEMO_PRODUCTS) {
      const sellerId = sellers.get(product.seller);
      const categoryId = categories.get(product.category);
      const contact = DEMO_SELLER_CONTACTS[product.seller];
      if (!sellerId || !categoryId || !contact) continue;
      const productId = await insertProduct(tx, {
        sellerId,
        categoryId,
        title: product.title,
        condition: product.condition,
        description: product.description,
        location: contact.location,
        mobile: contact.mobile,
        orgpriceCents: toCents(product.orgprice),
        respriceCents: toCents(product.resprice),
        useYear: product.useYear,
        puryear: product.puryear,
        imageUrl: images.url(productImage(product)),
        advertise: product.advertise,
        createdAt: new Date(now.getTime() - product.listedHoursAgo * 3_600_000),
      });
      if (!product.sold) {
        seeded.products += 1;
        continue;
      }
      const buyer = await findUserByEmail(tx, product.sold.buyer);
      if (!buyer) continue;
      await recordPastSale(tx, {
        productId,
        slug: product.slug,
        sellerId,
        buyer: { id: buyer.id, email: buyer.email },
        meeting: contact,
        amountCents: toCents(product.resprice),
        rating: product.sold.rating,
        comment: product.sold.comment,
      });
      seeded.sales += 1;
    }
    await markDemoSeeded(tx);
  });
  return seeded;
}
