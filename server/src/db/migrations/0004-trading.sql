-- trading: cancelled bookings, reservations, reviews, saved items
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
