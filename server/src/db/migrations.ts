import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Versioned schema changes, applied in order at start. Never edit one that has shipped;
 * add the next version instead. Money is integer cents; ownership and uniqueness are constraints.
 */
export const migrations: Migration[] = [
  {
    version: 1,
    name: 'marketplace',
    sql: `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL CHECK (email = lower(email)),
  name text NOT NULL,
  img text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('buyer', 'seller', 'admin')),
  verified boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);
CREATE INDEX users_role_idx ON users (role, created_at);

-- E-mails of accounts the admin deleted: they cannot sign up again through the API.
CREATE TABLE closed_accounts (
  email text PRIMARY KEY,
  closed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_name text NOT NULL UNIQUE,
  img text NOT NULL,
  position integer NOT NULL DEFAULT 0
);

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category_id uuid NOT NULL REFERENCES categories (id),
  title text NOT NULL,
  condition text NOT NULL CHECK (condition IN ('Excellent', 'Good', 'Fair')),
  description text NOT NULL,
  location text NOT NULL,
  mobile text NOT NULL,
  orgprice_cents integer NOT NULL CHECK (orgprice_cents > 0),
  resprice_cents integer NOT NULL CHECK (resprice_cents > 0),
  use_year integer NOT NULL CHECK (use_year >= 0),
  puryear integer NOT NULL,
  image_url text NOT NULL,
  advertise boolean NOT NULL DEFAULT false,
  status boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Only available products can be advertised; a sale ends the advertisement.
  CONSTRAINT products_advertise_available CHECK (status OR NOT advertise)
);
CREATE INDEX products_category_idx ON products (category_id, created_at DESC);
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC);
CREATE INDEX products_advertised_idx ON products (created_at DESC) WHERE advertise AND status;

CREATE TABLE bookings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  mobile text NOT NULL,
  location text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_one_per_buyer UNIQUE (product_id, buyer_id)
);
CREATE INDEX bookings_buyer_idx ON bookings (buyer_id, created_at DESC);

CREATE TABLE reports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reports_one_per_reporter UNIQUE (product_id, reporter_id)
);
CREATE INDEX reports_created_idx ON reports (created_at DESC);

-- Payment intents opened with a provider, one live intent reused per booking.
CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  provider text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  client_secret text NOT NULL UNIQUE,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_intents_booking_idx ON payment_intents (booking_id, created_at DESC);

-- A recorded payment. One per product (sold at most once), per booking and per transaction.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid UNIQUE REFERENCES bookings (id) ON DELETE SET NULL,
  product_id uuid UNIQUE REFERENCES products (id) ON DELETE SET NULL,
  buyer_id uuid REFERENCES users (id) ON DELETE SET NULL,
  email text NOT NULL,
  transaction_id text NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL,
  provider text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Provider webhook events already handled (they repeat and arrive out of order).
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
`,
  },
  {
    version: 2,
    name: 'money records outlive products and accounts',
    sql: `
-- Deleted products and accounts are archived: hidden everywhere the product shows them, but kept
-- while a booking, payment intent or payment points at them.
ALTER TABLE products ADD COLUMN archived_at timestamptz;
ALTER TABLE users ADD COLUMN archived_at timestamptz;
DROP INDEX products_category_idx;
DROP INDEX products_seller_idx;
DROP INDEX products_advertised_idx;
CREATE INDEX products_category_idx ON products (category_id, created_at DESC) WHERE archived_at IS NULL;
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC) WHERE archived_at IS NULL;
CREATE INDEX products_advertised_idx ON products (created_at DESC) WHERE advertise AND status AND archived_at IS NULL;
DROP INDEX users_role_idx;
CREATE INDEX users_role_idx ON users (role, created_at) WHERE archived_at IS NULL;

-- Money records are never removed by a cascade: deleting what they point at fails instead.
ALTER TABLE products DROP CONSTRAINT products_seller_id_fkey;
ALTER TABLE products ADD CONSTRAINT products_seller_id_fkey FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT;
ALTER TABLE bookings DROP CONSTRAINT bookings_product_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE RESTRICT;
ALTER TABLE bookings DROP CONSTRAINT bookings_buyer_id_fkey;
ALTER TABLE bookings ADD CONSTRAINT bookings_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES users (id) ON DELETE RESTRICT;
ALTER TABLE payment_intents DROP CONSTRAINT payment_intents_booking_id_fkey;
ALTER TABLE payment_intents ADD CONSTRAINT payment_intents_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_booking_id_fkey;
ALTER TABLE payments ADD CONSTRAINT payments_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings (id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_product_id_fkey;
ALTER TABLE payments ADD CONSTRAINT payments_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE RESTRICT;
ALTER TABLE payments DROP CONSTRAINT payments_buyer_id_fkey;
ALTER TABLE payments ADD CONSTRAINT payments_buyer_id_fkey FOREIGN KEY (buyer_id) REFERENCES users (id) ON DELETE RESTRICT;
CREATE INDEX payment_intents_open_idx ON payment_intents (booking_id)
  WHERE status NOT IN ('succeeded', 'canceled', 'refunded');

-- Webhook events are remembered once handled, not when they arrive: a failed one is retried.
ALTER TABLE webhook_events ADD COLUMN processed_at timestamptz;
UPDATE webhook_events SET processed_at = received_at;

-- Refunds owed to buyers (a payment for a product that sold to someone else, or archived).
-- A failed refund stays pending and is retried by a job that any instance may run: a row is
-- claimed with a lease (locked_until), so two instances never refund the same one at once.
CREATE TABLE refunds (
  transaction_id text PRIMARY KEY,
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_pending_idx ON refunds (created_at) WHERE status = 'pending';
`,
  },
  {
    version: 3,
    name: 'search and keyset pages',
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- What keyword search matches: title words weigh more than description words.
ALTER TABLE products ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', description), 'B')) STORED;
-- The discount a card shows (spec: floor(100 * (orgprice - resprice) / orgprice)), to sort by.
ALTER TABLE products ADD COLUMN discount_pct integer GENERATED ALWAYS AS (
  floor(100.0 * (orgprice_cents - resprice_cents) / orgprice_cents)::integer) STORED;
CREATE INDEX products_search_idx ON products USING gin (search_doc) WHERE archived_at IS NULL;

-- One b-tree per sort order, alone and after a category (keyset pages walk them).
DROP INDEX products_category_idx;
DROP INDEX products_seller_idx;
DROP INDEX products_advertised_idx;
CREATE INDEX products_newest_idx ON products (created_at DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX products_price_idx ON products (resprice_cents, id) WHERE archived_at IS NULL;
CREATE INDEX products_discount_idx ON products (discount_pct DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX products_category_newest_idx ON products (category_id, created_at DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX products_category_price_idx ON products (category_id, resprice_cents, id) WHERE archived_at IS NULL;
CREATE INDEX products_category_discount_idx ON products (category_id, discount_pct DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC, id DESC) WHERE archived_at IS NULL;
CREATE INDEX products_advertised_idx ON products (created_at DESC, id DESC) WHERE advertise AND status AND archived_at IS NULL;
DROP INDEX bookings_buyer_idx;
CREATE INDEX bookings_buyer_idx ON bookings (buyer_id, created_at DESC, id DESC);
DROP INDEX users_role_idx;
CREATE INDEX users_role_idx ON users (role, created_at, id) WHERE archived_at IS NULL;

-- The vocabulary of titles (stemmed words), to correct a misspelt search word to a known one by
-- trigram similarity: a small table with a trigram index, as the pg_trgm documentation suggests,
-- instead of comparing the query with every title.
CREATE TABLE search_words (word text PRIMARY KEY);
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
INSERT INTO search_words (word) SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', title))) FROM products;
`,
  },
  {
    version: 4,
    name: 'trading: cancelled bookings, reservations, reviews, saved items',
    sql: `
-- A buyer may cancel an unpaid booking; it is kept (the seller sees it) and they may book again:
-- one booking per buyer and product that is not cancelled.
ALTER TABLE bookings ADD COLUMN cancelled_at timestamptz;
ALTER TABLE bookings DROP CONSTRAINT bookings_one_per_buyer;
CREATE UNIQUE INDEX bookings_one_active_per_buyer ON bookings (product_id, buyer_id) WHERE cancelled_at IS NULL;
CREATE INDEX bookings_product_idx ON bookings (product_id, created_at DESC, id DESC);

-- The reservation of a product for the buyer who is paying: one row per product (the primary key:
-- at most one hold), taken over only once it has expired. Expiry is decided in each query.
CREATE TABLE holds (
  product_id uuid PRIMARY KEY REFERENCES products (id) ON DELETE RESTRICT,
  booking_id uuid NOT NULL REFERENCES bookings (id) ON DELETE RESTRICT,
  expires_at timestamptz NOT NULL
);
CREATE INDEX holds_booking_idx ON holds (booking_id);

-- A buyer's rating of the seller after a paid order: one per booking, 1 to 5 stars.
CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  booking_id uuid NOT NULL UNIQUE REFERENCES bookings (id) ON DELETE RESTRICT,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 500),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reviews_seller_idx ON reviews (seller_id, created_at DESC, id DESC);
-- Each seller's rating, kept with the account (updated with each review) so product lists join it for free.
ALTER TABLE users ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);
ALTER TABLE users ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0);

-- Products a buyer saved: one row per buyer and product.
CREATE TABLE favourites (
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (buyer_id, product_id)
);
CREATE INDEX favourites_buyer_idx ON favourites (buyer_id, created_at DESC, product_id DESC);
`,
  },
];

const MIGRATION_LOCK = 4_242_001;

/**
 * Applies pending migrations in one transaction. The transaction-scoped advisory lock keeps
 * several instances starting at once on PostgreSQL from racing; DDL is transactional there.
 */
export async function migrate(db: Database): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version),
    );
    const applied: number[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    }
    return applied;
  });
}

/** Splits a migration on statement-ending semicolons; our migrations hold no functions or quoted semicolons. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
