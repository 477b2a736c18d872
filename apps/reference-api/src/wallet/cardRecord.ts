import { toBillingAddress, toCardBillingAddress, type Address, type CountryCode } from '@aisle/contracts';
import { describeCard, imageTypeOf } from './cardBrands';
import { giftTestCard } from './testCards';
import { appNames, type AppName } from '@aisle/contracts';
import type { CardBrand, WalletCard } from '@aisle/contracts/wallet';
import type { StoredCardType } from './walletCards';

/** The card-side billing address of wallet_cards: all set on a bank card, all null on EBT and gift cards. */
export interface CardBillingColumns {
  billing_street: string | null;
  billing_unit: string | null;
  billing_city: string | null;
  billing_state: string | null;
  billing_postal_code: string | null;
  billing_country: CountryCode | null;
}

/** A row of wallet_cards, with the apps it is preferred in. */
export interface CardRow extends CardBillingColumns {
  id: string;
  card_type: StoredCardType;
  brand: CardBrand;
  first_six: string | null;
  last_four: string;
  expiration_month: string | null;
  expiration_year: string | null;
  first_name: string | null;
  last_name: string | null;
  pan_fingerprint: string;
  payment_gram: string;
  pin_hash: string | null;
  balance_cents: number | null;
  cash_cents: number | null;
  balance_checked_at: Date | null;
  pin_failures: number;
  created_at: Date;
  modified_at: Date;
  default_applications: AppName[];
}

const cardFields = [
  'id',
  'card_type',
  'brand',
  'first_six',
  'last_four',
  'expiration_month',
  'expiration_year',
  'first_name',
  'last_name',
  'billing_street',
  'billing_unit',
  'billing_city',
  'billing_state',
  'billing_postal_code',
  'billing_country',
  'pan_fingerprint',
  'payment_gram',
  'pin_hash',
  'balance_cents',
  'cash_cents',
  'balance_checked_at',
  'pin_failures',
  'created_at',
  'modified_at',
];

/** A card's own billing address, or undefined when it has none: no id, never the mailing address. */
export function fromCardBillingColumns(row: CardBillingColumns): Address | undefined {
  const {
    billing_street: street,
    billing_city: locality,
    billing_state: region,
    billing_postal_code: postalCode,
    billing_country: countryCode,
  } = row;
  if (!street || !locality || !region || !postalCode || !countryCode) return undefined;
  const unit = row.billing_unit ? { unit: row.billing_unit } : {};
  return { street, ...unit, locality, region, postalCode, countryCode, type: 'delivery' };
}

/** The billing columns of a card with this address (none: EBT and gift cards). */
export function toCardBillingColumns(address: Address | null): CardBillingColumns {
  return {
    billing_street: address?.street ?? null,
    billing_unit: address?.unit ?? null,
    billing_city: address?.locality ?? null,
    billing_state: address?.region ?? null,
    billing_postal_code: address?.postalCode ?? null,
    billing_country: address?.countryCode ?? null,
  };
}

/** The billing columns in table order, as the card insert and update write them. */
export const cardBillingValues = (columns: CardBillingColumns) => [
  columns.billing_street,
  columns.billing_unit,
  columns.billing_city,
  columns.billing_state,
  columns.billing_postal_code,
  columns.billing_country,
];

/** The columns of a card row, read from wallet_cards aliased as `c`. */
export const cardColumns = `${cardFields.map((field) => `c.${field}`).join(', ')},
  COALESCE((SELECT array_agg(p.app_name) FROM wallet_preferred_cards p WHERE p.card_id = c.id), '{}') AS default_applications`;

/** Money as the wallet answers it: 'USD 25.00'. */
export const toUsd = (cents: number) => `USD ${toAmount(cents)}`;
/** An amount without currency, as the EBT balance answers it: '123.45'. */
export const toAmount = (cents: number) => (cents / 100).toFixed(2);

/** A card expires at the end of its expiration month, by the server's clock. */
export function isExpired(month: string | null, year: string | null, now: Date): boolean {
  if (!month || !year) return false;
  const firstOfNextMonth = Date.UTC(Number(year), Number(month), 1);
  return now.getTime() >= firstOfNextMonth;
}

export interface CardView {
  /** The calling app (X-Application-Id): `preferred` means preferred there. */
  app: AppName;
  now: Date;
  /** X-Gift-Card-Balances: fill gift card balances. */
  giftBalances: boolean;
  /** False for a card answered but not kept (`save: false`). */
  saved?: boolean;
}

function balanceOf(row: CardRow, view: CardView): string | undefined {
  if (row.card_type === 'EBT_CARD') {
    return row.balance_checked_at && row.balance_cents !== null ? toUsd(row.balance_cents) : undefined;
  }
  if (row.card_type !== 'GIFT_CARD' || !view.giftBalances || row.balance_cents === null) return undefined;
  // The documented failing gift card has no balance to show: the flyout offers 'Retry'.
  return giftTestCard(row.pan_fingerprint)?.balanceFails ? undefined : toUsd(row.balance_cents);
}

const appOrder = (app: AppName) => appNames.indexOf(app);

/** The card as GET /payment/v2/wallet and the card answers show it (§3 "Card"). */
export function toWalletCard(row: CardRow, view: CardView): WalletCard {
  const defaultApplications = [...row.default_applications].sort((a, b) => appOrder(a) - appOrder(b));
  const preferred = defaultApplications.includes(view.app);
  const billing = fromCardBillingColumns(row);
  const balance = balanceOf(row, view);
  const names =
    row.first_name && row.last_name
      ? {
          firstName: row.first_name,
          lastName: row.last_name,
          cardHolderFirstName: row.first_name,
          cardHolderLastName: row.last_name,
        }
      : {};
  return {
    id: row.id,
    cardId: row.id,
    cardType: row.card_type,
    brand: row.brand,
    imageType: imageTypeOf(row.brand, row.card_type),
    lastFourPan: row.last_four,
    ...(row.first_six ? { bin: row.first_six } : {}),
    ...(row.expiration_month && row.expiration_year
      ? { expirationMonth: row.expiration_month, expirationYear: row.expiration_year }
      : {}),
    expired: isExpired(row.expiration_month, row.expiration_year, view.now),
    default: preferred,
    preferred,
    defaultApplications,
    description: describeCard(row.brand, row.card_type, row.last_four),
    paymentGram: row.payment_gram,
    vaultCardId: row.id,
    ...(billing ? { address: toCardBillingAddress(billing), billingAddress: toBillingAddress(billing) } : {}),
    ...names,
    lastUpdatedTimestamp: new Date(row.modified_at).toISOString(),
    ...(balance ? { balance } : {}),
    saved: view.saved ?? true,
    walletV2: {
      id: row.id,
      paymentGram: row.payment_gram,
      vaultCardId: row.id,
      ...(balance ? { balance } : {}),
    },
  };
}

/** The wallet's cards: preferred (in the calling app) first, then newest first. */
export function toWalletCards(rows: readonly CardRow[], view: CardView): WalletCard[] {
  const preferred = (row: CardRow) => Number(row.default_applications.includes(view.app));
  const created = (row: CardRow) => new Date(row.created_at).getTime();
  return [...rows]
    .sort((a, b) => preferred(b) - preferred(a) || created(b) - created(a) || a.id.localeCompare(b.id))
    .map((row) => toWalletCard(row, view));
}
