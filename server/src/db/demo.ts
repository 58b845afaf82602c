import type { Role } from '@replay/contract';
import type { Queryable } from './database';

/*
 * The demo data of the embedded run (src/seed/demo.ts): its accounts and categories, and the mark
 * that the catalogue was seeded once in this database (deleted demo data stays deleted).
 */

/** Whether the demo catalogue was seeded in this database already. */
export async function isDemoSeeded(db: Queryable): Promise<boolean> {
  return (await db.query('SELECT 1 FROM app_meta WHERE key = $1', ['demo_seeded'])).length > 0;
}

/** Marks the demo catalogue seeded in this database. */
export async function markDemoSeeded(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO app_meta (key, value) VALUES ('demo_seeded', now()::text)`);
}

/** Adds a demo account, its address confirmed; nothing when an account has its address. */
export async function insertDemoAccount(
  db: Queryable,
  account: { email: string; name: string; img: string; role: Role; verified: boolean },
): Promise<void> {
  await db.query(
    `INSERT INTO users (email, name, img, role, verified, email_verified_at) VALUES ($1, $2, $3, $4, $5, now())
     ON CONFLICT (email) WHERE email <> '' DO NOTHING`,
    [account.email, account.name, account.img, account.role, account.verified],
  );
}

/** Adds a demo category at its position; nothing when one has its name. */
export async function insertDemoCategory(
  db: Queryable,
  category: { name: string; img: string; position: number },
): Promise<void> {
  await db.query(
    'INSERT INTO categories (category_name, img, position) VALUES ($1, $2, $3) ON CONFLICT (category_name) DO NOTHING',
    [category.name, category.img, category.position],
  );
}

/** The id of each seller account, by its address. */
export async function listSellerIdsByEmail(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ email: string; id: string }>(`SELECT email, id FROM users WHERE role = 'seller'`);
  return new Map(rows.map((u) => [u.email, u.id]));
}
