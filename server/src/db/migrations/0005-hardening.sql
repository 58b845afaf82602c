-- hardening: bounded holds, tracked uploads
-- A booking takes its product's hold once and may take it again, after it ran out, a bounded
-- number of times (HOLD_RENEWALS): how many times it has taken it.
ALTER TABLE bookings ADD COLUMN holds_taken integer NOT NULL DEFAULT 0 CHECK (holds_taken >= 0);
UPDATE bookings SET holds_taken = 1 WHERE id IN (SELECT booking_id FROM holds);
-- Resale prices above the original one made the discount negative (and, at extreme ratios, overflow);
-- rows listed before stay as they were.
ALTER TABLE products ADD CONSTRAINT products_resprice_at_most_orgprice CHECK (resprice_cents <= orgprice_cents) NOT VALID;

-- Uploaded images: size and sender (an address's bytes per hour are bounded) and age (those nothing
-- uses are deleted); stored, then deleting (out of use, files being removed), then deleted. Rows stay.
CREATE TABLE images (
  name text PRIMARY KEY,
  bytes integer NOT NULL CHECK (bytes >= 0),
  client text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL DEFAULT 'stored' CHECK (status IN ('stored', 'deleting', 'deleted')),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  deleted_at timestamptz
);
CREATE INDEX images_client_idx ON images (client, created_at);
CREATE INDEX images_pending_idx ON images (created_at) WHERE status <> 'deleted';
-- What uses an upload, found by its name (what follows the address's last '/', whatever the API's
-- address was then).
CREATE INDEX products_image_name_idx ON products ((substring(image_url FROM '[^/]+$')));
CREATE INDEX users_img_name_idx ON users ((substring(img FROM '[^/]+$')));
-- Uploads in use before this migration, so they may be used again.
INSERT INTO images (name, bytes, client)
SELECT DISTINCT name, 0, 'before tracking' FROM (
  SELECT substring(image_url FROM '[^/]+$') AS name FROM products
  UNION SELECT substring(img FROM '[^/]+$') FROM users) used
WHERE name ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}[.](jpg|png|gif|webp)$'
ON CONFLICT DO NOTHING;
