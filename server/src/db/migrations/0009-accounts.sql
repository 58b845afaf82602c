-- accounts: bound to the identity provider's user, confirmed e-mail, profile, self-service deletion
-- The identity provider's user id, stored at the account's first save (or first sign-in, for rows
-- made before) and required afterwards. One live account per identity.
ALTER TABLE users ADD COLUMN firebase_uid text;
CREATE UNIQUE INDEX users_firebase_uid_key ON users (firebase_uid) WHERE archived_at IS NULL;
-- A deleted account keeps its identity's id (its old tokens are refused), so it is found by it too.
CREATE INDEX users_firebase_uid_idx ON users (firebase_uid);

-- When the owner proved the address is theirs (the verification link, or the identity provider said so).
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- The profile: a phone and a default meeting place (prefilled when booking).
ALTER TABLE users ADD COLUMN phone text NOT NULL DEFAULT '' CHECK (char_length(phone) <= 30);
ALTER TABLE users ADD COLUMN meeting_place text NOT NULL DEFAULT '' CHECK (char_length(meeting_place) <= 200);

-- A deleted account's e-mail is cleared (''): the address is unique among the accounts that have one.
DROP INDEX users_email_key;
CREATE UNIQUE INDEX users_email_key ON users (email) WHERE email <> '';
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

-- What is left to do once an account is deleted, outside the transaction that deleted it: the
-- sign-in account revoked and removed, the images no paid order shows removed, the confirmation
-- mailed. Leased to one instance at a time (`locked_until`), retried until done; the address is
-- kept only until then.
CREATE TABLE account_deletions (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  firebase_uid text,
  email text,
  images text[] NOT NULL DEFAULT '{}',
  -- 'self': the owner deleted it (a confirmation mail); 'admin': an administrator did (they were told in the transaction).
  by text NOT NULL CHECK (by IN ('self', 'admin')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX account_deletions_pending_idx ON account_deletions (created_at) WHERE status = 'pending';
