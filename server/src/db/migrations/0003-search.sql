-- search and keyset pages
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
