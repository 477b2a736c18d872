-- The account spec's preferences: e-mail categories, SMS opt-ins, the anonymous e-mail tokens, and
-- which stores take part in community rewards. Runs unchanged on PGlite and PostgreSQL 13+.

-- Most stores take part; the seed turns a few off.
ALTER TABLE stores ADD COLUMN community_rewards_participates boolean NOT NULL DEFAULT true;

-- The opaque per-shopper tokens of the e-mail links (?token= / ?token2=): only their SHA-256 is kept.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_tokens_shopper_id ON email_tokens (shopper_id);

-- One row per category a shopper has chosen on a banner; a category without a row is not selected.
CREATE TABLE email_preferences (
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  banner text NOT NULL,
  -- The lower-cased shortDescription, as the update payload names it.
  category text NOT NULL CHECK (category = lower(category)),
  selected boolean NOT NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shopper_id, banner, category)
);

-- SMS opt-ins per trigger type; a promotional opt-in waits for the phone's confirmation ('pending').
CREATE TABLE sms_preferences (
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  trigger_type text NOT NULL CHECK (trigger_type IN ('CLICKLIST', 'PROMOTIONAL', 'TRANSACTIONAL')),
  status text NOT NULL CHECK (status IN ('opted_in', 'opted_out', 'pending')),
  phone_number text NOT NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shopper_id, trigger_type)
);

-- A data folder seeded before this migration: the stores the seed now marks as outside the programme
-- (those of harristeeter and albertsons, and three named in src/seed/demoStores.ts). A new database
-- has no stores yet, so this changes nothing there.
UPDATE stores SET community_rewards_participates = false
 WHERE banner IN ('harristeeter', 'albertsons') OR location_id IN ('01400436', '70300075', '70700846');
