-- hardening: bounded holds
-- A booking takes its product's hold once and may take it again, after it ran out, a bounded
-- number of times (HOLD_RENEWALS): how many times it has taken it.
ALTER TABLE bookings ADD COLUMN holds_taken integer NOT NULL DEFAULT 0 CHECK (holds_taken >= 0);
UPDATE bookings SET holds_taken = 1 WHERE id IN (SELECT booking_id FROM holds);
-- Resale prices above the original one made the discount negative (and, at extreme ratios, overflow);
-- rows listed before stay as they were.
ALTER TABLE products ADD CONSTRAINT products_resprice_at_most_orgprice CHECK (resprice_cents <= orgprice_cents) NOT VALID;
