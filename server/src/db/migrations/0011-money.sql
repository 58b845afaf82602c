-- Sellers get paid: the fee frozen on each order, the handover and its protection window, refunds
-- of recorded payments, disputes, payout accounts, payouts and a double-entry ledger
-- (server/README.md, "Money flow" and "Money guarantees").

-- The order (its payment row) keeps what the sale decided and where its handover stands. An order
-- recorded before the ledger has no fee (NULL) and stays outside it.
ALTER TABLE payments
  ADD COLUMN fee_cents integer CHECK (fee_cents >= 0),
  -- The fee's rule at the sale: a refund computes the fee again by it, whatever the settings are then.
  ADD COLUMN fee_basis_points integer,
  ADD COLUMN fee_min_cents integer,
  ADD COLUMN handover_code text,
  ADD COLUMN handover_tries integer NOT NULL DEFAULT 0,
  ADD COLUMN handover_locked_until timestamptz,
  ADD COLUMN handover_due_at timestamptz,
  ADD COLUMN handover_at timestamptz,
  ADD COLUMN protection_ends_at timestamptz,
  ADD COLUMN reminded_at timestamptz,
  ADD COLUMN released_at timestamptz,
  ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
  -- Refunded in full: the order is over; after an automatic refund its product is on sale again.
  ADD COLUMN refunded_in_full_at timestamptz,
  ADD CONSTRAINT payments_refund_within_amount CHECK (refunded_cents <= amount_cents);

-- A product is sold at most once at a time: a refunded-in-full sale (no handover) puts it back on sale.
ALTER TABLE payments DROP CONSTRAINT payments_product_id_key;
CREATE UNIQUE INDEX payments_one_sale_per_product ON payments (product_id) WHERE refunded_in_full_at IS NULL;
CREATE INDEX payments_awaiting_handover_idx ON payments (handover_due_at)
  WHERE handover_at IS NULL AND refunded_in_full_at IS NULL AND fee_cents IS NOT NULL;
CREATE INDEX payments_in_protection_idx ON payments (protection_ends_at)
  WHERE released_at IS NULL AND refunded_in_full_at IS NULL AND protection_ends_at IS NOT NULL;

-- Money given back for a recorded payment (an automatic refund, a dispute's refund): owed first,
-- in the transaction of its ledger entries, then asked of the provider and retried until it takes it.
CREATE TABLE order_refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL,
  -- Also the provider's idempotency key: a retried attempt never refunds twice.
  idempotency_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_refunds_pending_idx ON order_refunds (created_at) WHERE status = 'pending';

CREATE TABLE disputes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id) ON DELETE RESTRICT,
  reason text NOT NULL CHECK (reason IN ('not_as_described', 'not_working', 'counterfeit', 'other')),
  details text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'resolved')),
  opened_at timestamptz NOT NULL,
  response text,
  response_images text[] NOT NULL DEFAULT '{}',
  responded_at timestamptz,
  outcome text CHECK (outcome IN ('refund', 'partial_refund', 'release')),
  refund_cents integer,
  resolution text,
  resolved_by uuid REFERENCES users (id) ON DELETE RESTRICT,
  resolved_at timestamptz
);
CREATE INDEX disputes_state_idx ON disputes (state, opened_at);

-- A seller's account with the payout provider. The built-in provider keeps the test account
-- number here (it is the provider); with Stripe only the Connect account's id is kept.
CREATE TABLE payout_accounts (
  seller_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  provider text NOT NULL,
  external_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'restricted', 'enabled')),
  requirements text[] NOT NULL DEFAULT '{}',
  legal_name text,
  country text,
  iban text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_transit', 'paid', 'failed')),
  -- Also the provider's idempotency key.
  idempotency_key text NOT NULL UNIQUE,
  provider text NOT NULL,
  provider_ref text,
  failure_message text,
  attempts integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payouts_seller_idx ON payouts (seller_id, created_at DESC, id DESC);
CREATE INDEX payouts_open_idx ON payouts (created_at) WHERE status IN ('pending', 'in_transit');

-- The ledger: each economic event one transaction, once per idempotency key; its entries, in
-- integer cents, sum to zero. Rows are never updated or deleted (the triggers below refuse it).
CREATE TABLE ledger_transactions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  idempotency_key text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('sale', 'release', 'refund', 'payout', 'payout_failed', 'adjustment')),
  payment_id uuid REFERENCES payments (id) ON DELETE RESTRICT,
  payout_id uuid REFERENCES payouts (id) ON DELETE RESTRICT,
  description text NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES ledger_transactions (id) ON DELETE RESTRICT,
  account text NOT NULL CHECK (account IN (
    'buyer_payments', 'seller_pending', 'seller_available', 'seller_paid_out', 'platform_fees', 'buyer_refunds')),
  -- The seller an account of theirs belongs to; NULL for the platform's accounts.
  seller_id uuid REFERENCES users (id) ON DELETE RESTRICT,
  -- The line the seller reads (GET /me/ledger): sale, fee, release, refund, payout, payout_failed, adjustment.
  line text NOT NULL CHECK (line IN ('sale', 'fee', 'release', 'refund', 'payout', 'payout_failed', 'adjustment')),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  CHECK ((account LIKE 'seller_%') = (seller_id IS NOT NULL))
);
CREATE INDEX ledger_entries_seller_idx ON ledger_entries (seller_id, id) WHERE seller_id IS NOT NULL;
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is refused', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

-- A transaction whose entries do not sum to zero cannot commit: checked at the end of the database
-- transaction that wrote them, whatever code wrote them.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total bigint;
BEGIN
  SELECT COALESCE(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transaction_id = NEW.transaction_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance (% cents)', NEW.transaction_id, total;
  END IF;
  RETURN NULL;
END;
$$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();

-- Each run of the reconciliation job, and what it found.
CREATE TABLE ledger_reconciliations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ran_at timestamptz NOT NULL,
  ok boolean NOT NULL,
  differences jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX ledger_reconciliations_ran_idx ON ledger_reconciliations (ran_at DESC);

-- Jobs that must run once across instances at a time: the instance whose UPDATE moves `next_run_at`
-- runs it (automatic payouts, reconciliation).
CREATE TABLE job_schedule (
  name text PRIMARY KEY,
  next_run_at timestamptz NOT NULL
);
