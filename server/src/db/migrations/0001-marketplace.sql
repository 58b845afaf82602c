-- marketplace
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
