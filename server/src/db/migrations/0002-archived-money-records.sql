-- money records outlive products and accounts
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
