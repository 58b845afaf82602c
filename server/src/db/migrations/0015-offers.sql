-- Offers (server/README.md, "Offers"): a buyer's price for a product, the seller's counter, and an
-- acceptance that books the product at the agreed price. One chain per buyer and product at a time.
CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE RESTRICT,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE RESTRICT,
  -- The amount on the table (the last round's) and the listed price then, in integer cents.
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  listed_cents integer NOT NULL CHECK (listed_cents > 0),
  state text NOT NULL CHECK (state IN ('open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'lapsed', 'superseded')),
  round integer NOT NULL DEFAULT 1 CHECK (round BETWEEN 1 AND 3),
  expires_at timestamptz NOT NULL,
  -- An accepted offer: its booking, to be paid by pay_until.
  booking_id uuid REFERENCES bookings (id) ON DELETE RESTRICT,
  pay_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT offers_accepted_booked CHECK (state <> 'accepted' OR (booking_id IS NOT NULL AND pay_until IS NOT NULL))
);
-- One live chain per buyer and product; one accepted offer per product (the race of acceptances).
CREATE UNIQUE INDEX offers_one_live_per_buyer ON offers (product_id, buyer_id) WHERE state IN ('open', 'countered');
CREATE UNIQUE INDEX offers_one_accepted_per_product ON offers (product_id) WHERE state = 'accepted';
CREATE INDEX offers_buyer_idx ON offers (buyer_id, updated_at DESC, id DESC);
CREATE INDEX offers_seller_idx ON offers (seller_id, updated_at DESC, id DESC);
CREATE INDEX offers_conversation_idx ON offers (conversation_id);
CREATE INDEX offers_due_idx ON offers (expires_at) WHERE state IN ('open', 'countered');

-- Each round: the buyer's offer or the seller's counter, kept for the offer's history (and the
-- daily count of a buyer's offers).
CREATE TABLE offer_rounds (
  offer_id uuid NOT NULL REFERENCES offers (id) ON DELETE RESTRICT,
  round integer NOT NULL CHECK (round BETWEEN 1 AND 3),
  by_role text NOT NULL CHECK (by_role IN ('buyer', 'seller')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (offer_id, round)
);

-- A booking made by an accepted offer: its agreed price, which the payment charges.
ALTER TABLE bookings ADD COLUMN agreed_cents integer CHECK (agreed_cents IS NULL OR agreed_cents > 0);
ALTER TABLE bookings ADD COLUMN offer_id uuid REFERENCES offers (id) ON DELETE RESTRICT;
