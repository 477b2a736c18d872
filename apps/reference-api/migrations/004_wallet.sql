-- The wallet service (wallet spec §3, §7): payment cards, the apps each card is preferred in, the
-- wallet's own billing addresses and the payment intents. No full card number, CVV or PIN is ever
-- stored: a card keeps what a receipt may show plus the vault's keyed fingerprint of its number.

CREATE TABLE wallet_cards (
  id uuid PRIMARY KEY,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  card_type text NOT NULL CHECK (card_type IN ('CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD')),
  brand text NOT NULL,
  -- Bank cards only: the first six digits, from the vault's token.
  first_six text CHECK (first_six ~ '^[0-9]{6}$'),
  last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
  -- Bank cards only: '01'…'12' and four digits.
  expiration_month text CHECK (expiration_month ~ '^(0[1-9]|1[0-2])$'),
  expiration_year text CHECK (expiration_year ~ '^[0-9]{4}$'),
  first_name text,
  last_name text,
  -- The card-side billing address (bank cards): the street, an optional unit, city, state, postal code, country.
  billing_street text,
  billing_unit text,
  billing_city text,
  billing_state text,
  billing_postal_code text,
  billing_country text CHECK (billing_country IN ('US', 'CA')),
  -- The vault's keyed HMAC of the number: duplicates and documented test numbers are found by it.
  pan_fingerprint text NOT NULL,
  -- The card's opaque reference for balance checks and payments.
  payment_gram text NOT NULL UNIQUE,
  -- EBT and gift cards: an HMAC of the card id and PIN, never the PIN.
  pin_hash text,
  -- Gift cards: the remaining balance. EBT cards: the account's SNAP and cash balances, shown only
  -- once a balance check with the right PIN succeeded (balance_checked_at).
  balance_cents integer CHECK (balance_cents >= 0),
  cash_cents integer CHECK (cash_cents >= 0),
  balance_checked_at timestamptz,
  -- Consecutive wrong EBT PINs: the third locks the card.
  pin_failures smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL
);
CREATE INDEX wallet_cards_shopper_id ON wallet_cards (shopper_id, created_at);
-- "One SNAP EBT card is allowed" (§5).
CREATE UNIQUE INDEX wallet_cards_one_ebt ON wallet_cards (shopper_id) WHERE card_type = 'EBT_CARD';

-- A card is preferred per app; at most one card of each kind is preferred in an app.
CREATE TABLE wallet_preferred_cards (
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  app_name text NOT NULL CHECK (app_name IN ('CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE')),
  card_type text NOT NULL,
  card_id uuid NOT NULL REFERENCES wallet_cards (id) ON DELETE CASCADE,
  PRIMARY KEY (shopper_id, app_name, card_type)
);
CREATE INDEX wallet_preferred_cards_card_id ON wallet_preferred_cards (card_id);

-- The wallet account's billing addresses: their own book, since the wallet's rules (lines of 100,
-- cities of 50) differ from the address book's. Seeded from the demo shoppers' addresses.
CREATE TABLE wallet_billing_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  street text NOT NULL CHECK (char_length(street) BETWEEN 1 AND 100),
  unit text CHECK (char_length(unit) BETWEEN 1 AND 100),
  city text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 50),
  county text,
  state text NOT NULL,
  postal_code text NOT NULL CHECK (char_length(postal_code) BETWEEN 1 AND 10),
  country text NOT NULL CHECK (country IN ('US', 'CA')),
  type text NOT NULL CHECK (type IN ('home', 'delivery')),
  preferred boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  modified_at timestamptz NOT NULL
);
CREATE INDEX wallet_billing_addresses_shopper_id ON wallet_billing_addresses (shopper_id, created_at);
CREATE UNIQUE INDEX wallet_billing_addresses_one_home ON wallet_billing_addresses (shopper_id) WHERE type = 'home';

-- Checkout's payment intents: a wallet call naming one (X-Payment-Intent-Id) needs it to be live.
CREATE TABLE payment_intents (
  id text PRIMARY KEY,
  shopper_id uuid NOT NULL REFERENCES shoppers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX payment_intents_shopper_id ON payment_intents (shopper_id);
