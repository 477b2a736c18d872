-- The payment step and placed orders (checkout spec §3, §4): what a checkout holds beside its lines
-- and promise, and the authorisations a placed order took. Every change of a checkout goes through
-- one conditional UPDATE on version_key (src/checkout/checkoutWrite.ts); checksum is rewritten with
-- it. Existing drafts get empty contact details and no payments.
ALTER TABLE checkouts
  ADD COLUMN checksum text NOT NULL DEFAULT '',
  ADD COLUMN destination jsonb,
  ADD COLUMN contact_first_name text NOT NULL DEFAULT '',
  ADD COLUMN contact_last_name text NOT NULL DEFAULT '',
  ADD COLUMN contact_phone text NOT NULL DEFAULT '',
  ADD COLUMN sms_optin boolean NOT NULL DEFAULT false,
  ADD COLUMN instructions text NOT NULL DEFAULT '',
  ADD COLUMN delivery_type text NOT NULL DEFAULT 'Standard',
  -- The time's delivery charge when the checkout was made; 0 for pickup.
  ADD COLUMN service_fee_cents integer NOT NULL DEFAULT 0,
  ADD COLUMN gratuity_cents integer NOT NULL DEFAULT 0,
  -- Upper-case promo codes, in the order applied.
  ADD COLUMN promo_codes jsonb NOT NULL DEFAULT '[]',
  -- [{ gtin13, quantity, couponId, sourceStoreId }]
  ADD COLUMN flash_sale_items jsonb NOT NULL DEFAULT '[]',
  -- A draft's chosen cards: [{ cardId, paymentType, amountCents }]; a bank card's share is what is left.
  ADD COLUMN payments jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN buyer_date_of_birth date,
  ADD COLUMN placed_at timestamptz,
  -- The store has started on the order: it can no longer be modified (§4 "Modify submit" 6).
  ADD COLUMN preparing boolean NOT NULL DEFAULT false,
  -- The cost when the order was placed, kept from its first modification on.
  ADD COLUMN original_summary jsonb,
  -- The idempotencyKey of the activation that placed it: the same one again answers the order.
  ADD COLUMN activation_key text,
  ADD COLUMN modified_at timestamptz;

CREATE INDEX checkouts_shopper_placed ON checkouts (shopper_id, placed_at DESC) WHERE placed_at IS NOT NULL;

-- What a placed order holds on each card: replaced as a whole when the order is modified. The card
-- may leave the wallet later; its brand and last four are kept for the receipt.
CREATE TABLE checkout_authorizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  checkout_id uuid NOT NULL REFERENCES checkouts (id) ON DELETE CASCADE,
  card_id uuid REFERENCES wallet_cards (id) ON DELETE SET NULL,
  payment_type text NOT NULL,
  brand text NOT NULL,
  last_four text NOT NULL,
  amount_cents integer NOT NULL,
  -- A gift card's balance left after this hold; null for other cards.
  remaining_balance_cents integer,
  position integer NOT NULL,
  authorized_at timestamptz NOT NULL
);
CREATE INDEX checkout_authorizations_checkout_id ON checkout_authorizations (checkout_id);
