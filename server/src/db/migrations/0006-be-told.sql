-- be told: in-app notifications, the mail outbox, live events, e-mail preferences
-- What happened to a user, as the bell lists it. `key` names the event (`booking:<id>:created`):
-- one notification per event and recipient, so an event written twice is told once.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  kind text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  link text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT notifications_once UNIQUE (user_id, key)
);
CREATE INDEX notifications_newest_idx ON notifications (user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;

-- Mails to send, written in the transaction of the change they tell of and sent by a worker on every
-- instance: a row is leased to one (`locked_until`), retried later on failure (`next_attempt_at`),
-- and kept as `failed` after the last attempt. `skipped`: not sent (MAIL_TRANSPORT=none, or the
-- recipient turned that category off before it left). Rendered when queued.
CREATE TABLE outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  category text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text text NOT NULL,
  headers jsonb NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT outbox_once UNIQUE (user_id, key)
);
CREATE INDEX outbox_due_idx ON outbox (next_attempt_at) WHERE status = 'pending';

-- What the live stream (GET /events) sends a user, in order: its `id` is the event's `id:`, so a
-- stream that reconnects with Last-Event-ID is sent what it missed. Short-lived: pruned after a day.
CREATE TABLE live_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  type text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_user_idx ON live_events (user_id, id);
CREATE INDEX live_events_age_idx ON live_events (created_at);

-- A user's choices per category of notification (a missing row: the category's defaults).
CREATE TABLE notification_preferences (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('activity', 'marketing')),
  email boolean NOT NULL,
  in_app boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, category)
);
