-- The account, address book, session, store and idempotency tables of the reference services.
-- Runs unchanged on PGlite and PostgreSQL 13+ (gen_random_uuid is built in).

CREATE TABLE shoppers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased: sign-in compares e-mail addresses case-insensitively.
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  -- scrypt$N$r$p$salt$hash (node:crypto), never the password itself.
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  loyalty_card_number text,
  mobile_phone text,
  home_phone text,
  is_email_confirmed boolean NOT NULL DEFAULT false,
  relevant_ads_opt_in boolean NOT NULL DEFAULT false,
  date_created timestamptz NOT NULL DEFAULT now(),
  date_registration_confirmed timestamptz,
  date_mobile_phone_verified timestamptz
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  -- SHA-256 of the opaque tokens: a leaked table does not leak usable tokens.
  access_token_hash text NOT NULL UNIQUE,
  refresh_token_hash text NOT NULL UNIQUE,
  access_expires_at timestamptz NOT NULL,
  refresh_expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  refreshed_at timestamptz
);
CREATE INDEX sessions_shopper_id ON sessions (shopper_id);

CREATE TABLE banner_details (
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  banner text NOT NULL,
  preferred_store_division_number text,
  preferred_store_number text,
  community_rewards_enabled boolean NOT NULL DEFAULT false,
  PRIMARY KEY (shopper_id, banner)
);

CREATE TABLE addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  line1 text NOT NULL CHECK (char_length(line1) BETWEEN 1 AND 40),
  line2 text CHECK (char_length(line2) BETWEEN 1 AND 40),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 40),
  county text,
  state text NOT NULL,
  postal_code text NOT NULL CHECK (char_length(postal_code) BETWEEN 1 AND 10),
  country text NOT NULL CHECK (country IN ('US', 'CA')),
  lat double precision,
  lng double precision,
  type text NOT NULL CHECK (type IN ('home', 'delivery')),
  preferred boolean NOT NULL DEFAULT false,
  label text,
  notes text,
  created_at timestamptz NOT NULL DEFAULT now(),
  modified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_shopper_id ON addresses (shopper_id, created_at);
-- A shopper has at most one home (mailing) address.
CREATE UNIQUE INDEX addresses_one_home ON addresses (shopper_id) WHERE type = 'home';

CREATE TABLE stores (
  -- 8 characters: the 3-character division number, then the 5-character store number.
  location_id text PRIMARY KEY CHECK (char_length(location_id) = 8),
  banner text NOT NULL,
  vanity_name text NOT NULL,
  line1 text NOT NULL,
  city text NOT NULL,
  county text,
  state text NOT NULL,
  postal_code text NOT NULL,
  country text NOT NULL DEFAULT 'US',
  lat double precision NOT NULL,
  lng double precision NOT NULL,
  time_zone text NOT NULL,
  -- Minutes after local midnight; both null for a store open around the clock.
  opens_at smallint CHECK (opens_at BETWEEN 0 AND 1439),
  closes_at smallint CHECK (closes_at BETWEEN 1 AND 1440),
  is_locker_location boolean NOT NULL DEFAULT false
);
CREATE INDEX stores_banner ON stores (banner);

CREATE TABLE idempotency_records (
  -- Whose key it is ('shopper:<id>'): the same key from two shoppers is two keys.
  scope text NOT NULL,
  key text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  -- SHA-256 of the request body: a key reused for a different request is refused.
  fingerprint text NOT NULL,
  -- Null while the first request is still being answered.
  status smallint,
  -- The answer's JSON text as sent, so a replay is byte-for-byte the first answer.
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_records_created_at ON idempotency_records (created_at);
