-- listings: several photos, edits with a version, closed and sold elsewhere, price history, paid orders' record
-- A listing's photos in order, the cover at position 0. The cover is also products.image_url, the one
-- column every list reads, so no list joins this table.
CREATE TABLE product_images (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position BETWEEN 0 AND 7),
  url text NOT NULL,
  PRIMARY KEY (product_id, position)
);
-- What uses an upload, found by its name (as for products.image_url).
CREATE INDEX product_images_name_idx ON product_images ((substring(url FROM '[^/]+$')));
INSERT INTO product_images (product_id, position, url) SELECT id, 0, image_url FROM products;

-- Every edit moves the version on; an edit names the version it was made on, so of two edits made
-- on the same version one wins and the other is told.
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;

-- Closed by its seller: off every public list until reopened. Sold elsewhere: status false, for good.
ALTER TABLE products ADD COLUMN closed_at timestamptz;
ALTER TABLE products ADD COLUMN sold_elsewhere_at timestamptz;
-- (NOT VALID: the new columns are empty, so the rows there hold; new rows are checked.)
ALTER TABLE products ADD CONSTRAINT products_closed_unsold CHECK (closed_at IS NULL OR status) NOT VALID;
ALTER TABLE products ADD CONSTRAINT products_closed_not_advertised CHECK (closed_at IS NULL OR NOT advertise) NOT VALID;
ALTER TABLE products ADD CONSTRAINT products_sold_elsewhere_sold CHECK (sold_elsewhere_at IS NULL OR NOT status) NOT VALID;

-- Every price a listing had, from when.
CREATE TABLE price_history (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX price_history_product_idx ON price_history (product_id, changed_at DESC, id DESC);
INSERT INTO price_history (product_id, price_cents, changed_at) SELECT id, resprice_cents, created_at FROM products;

-- A paid order keeps the title and picture its product had when it was paid (the amount is
-- amount_cents), whatever edits follow.
ALTER TABLE payments ADD COLUMN title text;
ALTER TABLE payments ADD COLUMN image_url text;
UPDATE payments pay SET title = p.title, image_url = p.image_url FROM products p WHERE p.id = pay.product_id;
CREATE INDEX payments_image_name_idx ON payments ((substring(image_url FROM '[^/]+$')));

-- Who uploaded an image through a seller's upload, so only they may show it on a listing.
ALTER TABLE images ADD COLUMN uploader_id uuid REFERENCES users (id) ON DELETE SET NULL;
