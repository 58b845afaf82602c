-- The release registry (server/README.md, "Releases"): per remote, the stable version every visitor
-- gets and a canary version a share of visitors gets; every change, kept for ever; and what real
-- visitors' browsers report of each version, for the canary's analysis.

CREATE TABLE releases (
  remote text PRIMARY KEY CHECK (remote IN ('storefront', 'buyer', 'seller', 'admin')),
  -- 'current': the build the remote's server serves at its root (REMOTE_<NAME>_URL).
  stable_version text NOT NULL DEFAULT 'current',
  canary_version text,
  canary_share integer NOT NULL DEFAULT 0 CHECK (canary_share BETWEEN 0 AND 100),
  -- When the canary's share last went above 0: the bake time counts from it.
  canary_since timestamptz,
  auto_promote boolean NOT NULL DEFAULT false,
  owner text,
  CHECK (canary_version IS NOT NULL OR canary_share = 0)
);

CREATE TABLE release_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The order changes were made in (several may share one clock time).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  remote text NOT NULL,
  at timestamptz NOT NULL,
  -- An admin's e-mail, 'deploy key' or 'automatic'.
  actor text NOT NULL,
  from_stable text NOT NULL,
  from_canary text,
  from_share integer NOT NULL,
  to_stable text NOT NULL,
  to_canary text,
  to_share integer NOT NULL,
  reason text NOT NULL,
  -- An automatic decision's figures: { stable, canary } health.
  figures jsonb
);
CREATE INDEX release_changes_newest_idx ON release_changes (remote, seq DESC);

-- One trigger function for every append-only table from here on: the table's name says which.
CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP;
END;
$$;
CREATE TRIGGER release_changes_append_only BEFORE UPDATE OR DELETE ON release_changes
  FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();

-- One row per event or vitals report of a tab (a random session id, no personal data); kept
-- REMOTE_REPORTS_KEEP_DAYS.
CREATE TABLE remote_reports (
  at timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  session text NOT NULL,
  event text NOT NULL CHECK (event IN ('remote_loaded', 'remote_load_failed', 'remote_error', 'vitals')),
  lcp_ms real,
  inp_ms real
);
CREATE INDEX remote_reports_window_idx ON remote_reports (remote, at);

ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
  CHECK (target_kind IN ('user', 'product', 'message', 'dispute', 'case', 'appeal', 'release'));
