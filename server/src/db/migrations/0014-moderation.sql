-- Fair moderation (server/README.md, "Moderation"): one case per reported target, grouping its
-- reports, message reports and public notices; decisions with a statement of reasons; appeals;
-- suspensions. Transparency figures are computed from these tables, never stored.

-- A case: every report and notice about one target (a listing, a message or a member) until an
-- admin decides it; a report after that opens a new case. `severe`, `report_count`, `first_at` and
-- `last_at` order the queue; they move in the transaction of each report.
CREATE TABLE moderation_cases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  target_kind text NOT NULL CHECK (target_kind IN ('product', 'message', 'user')),
  target_id uuid NOT NULL,
  -- Whose content it is: the member a decision affects.
  owner_id uuid REFERENCES users (id) ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'decided')),
  severe boolean NOT NULL DEFAULT false,
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  first_at timestamptz NOT NULL DEFAULT now(),
  last_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE UNIQUE INDEX moderation_cases_one_open ON moderation_cases (target_kind, target_id) WHERE state = 'open';
CREATE INDEX moderation_cases_queue_idx ON moderation_cases (state, severe DESC, report_count DESC, first_at, id);
CREATE INDEX moderation_cases_owner_idx ON moderation_cases (owner_id);

ALTER TABLE reports ADD COLUMN case_id uuid REFERENCES moderation_cases (id);
CREATE INDEX reports_case_idx ON reports (case_id);
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at DESC);

-- Message reports take the one list of reasons (spam counts as `other`, harassment as `offensive`).
ALTER TABLE message_reports DROP CONSTRAINT IF EXISTS message_reports_reason_check;
UPDATE message_reports SET reason = CASE reason WHEN 'harassment' THEN 'offensive' WHEN 'scam' THEN 'scam' ELSE 'other' END;
ALTER TABLE message_reports
  ADD CONSTRAINT message_reports_reason_check
    CHECK (reason IN ('illegal', 'scam', 'prohibited', 'misleading', 'offensive', 'other')),
  ADD COLUMN details text,
  ADD COLUMN case_id uuid REFERENCES moderation_cases (id);
CREATE INDEX message_reports_case_idx ON message_reports (case_id);
CREATE INDEX message_reports_reporter_idx ON message_reports (reporter_id, created_at DESC);

-- A public notice: anyone's, signed in or not, about a listing, a seller or a message.
CREATE TABLE notices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  reference text NOT NULL UNIQUE,
  case_id uuid NOT NULL REFERENCES moderation_cases (id),
  url text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('illegal', 'scam', 'prohibited', 'misleading', 'offensive', 'other')),
  explanation text NOT NULL,
  name text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notices_case_idx ON notices (case_id);
CREATE INDEX notices_created_idx ON notices (created_at);

-- A decision and its statement of reasons. `notify_email` is where the statement and the appeal's
-- outcome go (kept for a closed account). Never deleted; a reversal is recorded, not a removal.
CREATE TABLE moderation_decisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  case_id uuid NOT NULL UNIQUE REFERENCES moderation_cases (id),
  admin_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  notify_email text,
  target_kind text NOT NULL CHECK (target_kind IN ('product', 'message', 'user')),
  target_id uuid NOT NULL,
  target_text text NOT NULL,
  action text NOT NULL CHECK (action IN ('none', 'remove_listing', 'hide_listing', 'hide_message', 'warn', 'suspend', 'close_account')),
  ground text NOT NULL CHECK (ground IN ('illegal_content', 'terms.prohibited_items', 'terms.fraud',
    'terms.misleading_listing', 'terms.harassment', 'terms.spam', 'terms.other')),
  law text,
  facts text NOT NULL,
  days numeric CHECK (days IS NULL OR days > 0),
  suspended_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  appeal_until timestamptz NOT NULL,
  reversed_at timestamptz,
  CONSTRAINT moderation_decisions_law CHECK (ground <> 'illegal_content' OR law IS NOT NULL),
  CONSTRAINT moderation_decisions_days CHECK ((action = 'suspend') = (days IS NOT NULL))
);
CREATE INDEX moderation_decisions_user_idx ON moderation_decisions (user_id, created_at DESC);
CREATE INDEX moderation_decisions_created_idx ON moderation_decisions (created_at);

-- An appeal: once per decision and appellant (the affected member, or a reporter of a "no action").
CREATE TABLE moderation_appeals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  decision_id uuid NOT NULL REFERENCES moderation_decisions (id),
  appellant_id uuid REFERENCES users (id) ON DELETE SET NULL,
  appellant_email text NOT NULL,
  appellant_name text NOT NULL,
  text text NOT NULL,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'upheld', 'reversed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by uuid REFERENCES users (id) ON DELETE RESTRICT,
  reason text,
  CONSTRAINT moderation_appeals_once UNIQUE (decision_id, appellant_email)
);
CREATE INDEX moderation_appeals_state_idx ON moderation_appeals (state, created_at, id);

-- A suspension's end (the member may read and appeal, not write); a hidden listing (off search
-- and home); a listing withheld while its seller is suspended (off every public list and page).
ALTER TABLE users ADD COLUMN suspended_until timestamptz;
CREATE INDEX users_suspended_idx ON users (suspended_until) WHERE suspended_until IS NOT NULL;
ALTER TABLE products ADD COLUMN hidden_at timestamptz;
ALTER TABLE products ADD COLUMN withheld boolean NOT NULL DEFAULT false;

-- Mails to people without an account (a notice's notifier): no user, queued once per key.
ALTER TABLE outbox ALTER COLUMN user_id DROP NOT NULL;
CREATE UNIQUE INDEX outbox_once_without_user ON outbox (key) WHERE user_id IS NULL;

-- The reports made before: one open case per reported listing and per reported, visible message.
INSERT INTO moderation_cases (target_kind, target_id, owner_id, severe, report_count, first_at, last_at)
SELECT 'product', p.id, p.seller_id, bool_or(r.reason IN ('illegal', 'scam')), count(*), min(r.created_at), max(r.created_at)
FROM reports r JOIN products p ON p.id = r.product_id
WHERE p.archived_at IS NULL GROUP BY p.id, p.seller_id;
UPDATE reports r SET case_id = c.id FROM moderation_cases c
WHERE c.target_kind = 'product' AND c.target_id = r.product_id;
INSERT INTO moderation_cases (target_kind, target_id, owner_id, severe, report_count, first_at, last_at)
SELECT 'message', m.id, m.sender_id, bool_or(r.reason IN ('illegal', 'scam')), count(*), min(r.created_at), max(r.created_at)
FROM message_reports r JOIN messages m ON m.id = r.message_id
WHERE m.hidden_at IS NULL GROUP BY m.id, m.sender_id;
UPDATE message_reports r SET case_id = c.id FROM moderation_cases c
WHERE c.target_kind = 'message' AND c.target_id = r.message_id;

-- The audit log names cases and appeals too.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_target_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_target_kind_check
  CHECK (target_kind IN ('user', 'product', 'message', 'dispute', 'case', 'appeal'));
