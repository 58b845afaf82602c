-- messages: conversations between a product's seller and a buyer, their messages, read markers, blocks, reports
-- One conversation per product and buyer; the seller is the product's (kept here for the checks).
CREATE TABLE conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  started_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT conversations_one_per_buyer UNIQUE (product_id, buyer_id),
  CONSTRAINT conversations_two_people CHECK (buyer_id <> seller_id),
  CONSTRAINT conversations_started_by_member CHECK (started_by IN (buyer_id, seller_id))
);

-- Each member's side of a conversation: their place in their inbox (`activity_at`, `listed`: the
-- one who started it lists it at once, the other from its first message), the messages of the other
-- member they have not read, and the mail telling them of it (one per 5 minutes, withdrawn when
-- they read the conversation before it leaves).
CREATE TABLE conversation_members (
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  listed boolean NOT NULL,
  activity_at timestamptz NOT NULL DEFAULT now(),
  unread integer NOT NULL DEFAULT 0 CHECK (unread >= 0),
  read_at timestamptz,
  mailed_at timestamptz,
  pending_mail_id uuid REFERENCES outbox (id) ON DELETE SET NULL,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX conversation_members_inbox_idx ON conversation_members (user_id, activity_at DESC, conversation_id DESC)
  WHERE listed;
CREATE INDEX conversation_members_unread_idx ON conversation_members (user_id) WHERE unread > 0;

-- A message: text only. `client_id` is the sender's token of the send: a retried send is the same
-- message. An admin may hide it after reports (kept, never deleted).
CREATE TABLE messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  conversation_id uuid NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client_id text NOT NULL CHECK (char_length(client_id) BETWEEN 1 AND 64),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  hidden_at timestamptz,
  hidden_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Reports of it (see message_reports), counted here for the admin's list.
  report_count integer NOT NULL DEFAULT 0 CHECK (report_count >= 0),
  reported_at timestamptz,
  CONSTRAINT messages_once_per_send UNIQUE (sender_id, client_id)
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, created_at DESC, id DESC);
CREATE INDEX messages_reported_idx ON messages (reported_at DESC, id DESC) WHERE report_count > 0 AND hidden_at IS NULL;

-- A member's report of the other member's message: one per message and reporter.
CREATE TABLE message_reports (
  message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
  reporter_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('spam', 'scam', 'harassment', 'other')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, reporter_id)
);

-- A user blocking another: while either blocks the other, neither may message the other, and the
-- blocked buyer cannot book the blocker's products.
CREATE TABLE blocks (
  blocker_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_id, blocked_id),
  CONSTRAINT blocks_not_oneself CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id);
