import { existsSync } from 'node:fs';
import path from 'node:path';
import { toCents } from '@replay/contract';
import type { IdentityProvider } from '../auth/firebase';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { insertProduct, listCategories } from '../db/catalog';
import { insertDemoAccount, insertDemoCategory, isDemoSeeded, listSellerIdsByEmail, markDemoSeeded } from '../db/demo';
import { listClosedAddresses } from '../db/users';
import type { ImageStore } from '../images/store';
import { DEMO_ACCOUNTS, DEMO_CATEGORIES, DEMO_PASSWORD, DEMO_PRODUCTS } from './data';

/** Shipped demo images live beside the package, in server/seed-images. */
const IMAGE_DIR = path.resolve(
  __dirname,
  '..',
  existsSync(path.resolve(__dirname, '..', 'seed-images')) ? 'seed-images' : '../seed-images',
);

interface SeedOptions {
  db: Database;
  identity: IdentityProvider;
  images: ImageStore;
  /** Demo sign-in accounts are created only in the local auth emulator. */
  useEmulator: boolean;
  log: { info(obj: object, msg: string): void; warn(msg: string): void };
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
 * Demo data for the embedded run: categories, a dozen products, and demo accounts in the auth
 * emulator. Catalogue seeding happens once per data directory (deleted demo data stays deleted);
 * sign-in accounts are ensured on every start because the emulator may have been reset.
 */
export async function seedDemo({ db, identity, images, useEmulator, log }: SeedOptions): Promise<void> {
  for (const file of [
    ...DEMO_CATEGORIES.map((c) => c.image),
    ...DEMO_PRODUCTS.map((p) => p.image),
    ...DEMO_ACCOUNTS.map((a) => a.image),
  ]) {
    await images.addDemo(path.join(IMAGE_DIR, file), file);
  }

  if (useEmulator) {
    for (const account of DEMO_ACCOUNTS) {
      // Every demo account's address is confirmed, as if its owner had followed the link (admin
      // rights and starting conversations need that).
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
  } else {
    log.warn('SEED_DEMO without the auth emulator: demo catalogue only, no demo sign-in accounts');
  }

  if (await isDemoSeeded(db)) return;
  await db.transaction(async (tx) => {
    const closed = new Set(await listClosedAddresses(tx));
    for (const account of DEMO_ACCOUNTS) {
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
    const now = Date.now();
    for (const product of DEMO_PRODUCTS) {
      const sellerId = sellers.get(product.seller);
      const categoryId = categories.get(product.category);
      if (!sellerId || !categoryId) continue;
      await insertProduct(tx, {
        sellerId,
        categoryId,
        title: product.title,
        condition: product.condition,
        description: product.description,
        location: product.location,
        mobile: product.mobile,
        orgpriceCents: toCents(product.orgprice),
        respriceCents: toCents(product.resprice),
        useYear: product.useYear,
        puryear: product.puryear,
        imageUrl: images.url(product.image),
        advertise: product.advertise,
        createdAt: new Date(now - product.listedHoursAgo * 3_600_000),
      });
    }
    await markDemoSeeded(tx);
  });
  log.info({ products: DEMO_PRODUCTS.length, categories: DEMO_CATEGORIES.length }, 'demo data seeded');
}
