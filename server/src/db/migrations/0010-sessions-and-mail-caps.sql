-- sessions that end when an account is recovered, caps on the mails strangers can trigger
-- Tokens issued before this time are refused (401): moved forward by an undone change of address,
-- a password reset or change, a confirmed change of address and deletion. Null: none has ended.
ALTER TABLE users ADD COLUMN sessions_valid_after timestamptz;
-- The identity provider's last password change this API has seen, so that a change made there
-- (a reset code applied at the provider) is told to the owner once.
ALTER TABLE users ADD COLUMN password_changed_at timestamptz;
-- The newest sign-in (the ID token's auth_time) whose password change time was looked up: a
-- renewal of the same sign-in is not looked up again.
ALTER TABLE users ADD COLUMN last_sign_in_at timestamptz;

-- Fixed-window counters of the mails one request may cause to someone (a target address, a user):
-- in the shared database, so a cap holds across every API instance, with or without Redis.
CREATE TABLE mail_caps (
  key text PRIMARY KEY,
  count integer NOT NULL CHECK (count > 0),
  window_ends timestamptz NOT NULL
);
CREATE INDEX mail_caps_window_ends_idx ON mail_caps (window_ends);

-- One pending confirmation per new address: a newer request replaces the older link, which is
-- then refused. Only the code's hash is kept.
CREATE TABLE email_change_requests (
  new_email text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
