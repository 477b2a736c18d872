// Sample cards for tests and stories (wallet spec §3 "Mock sample cards": their content is ours).
import type { WalletCard } from '@aisle/contracts/wallet';
import type { BillingAddressRecord, CardBillingAddress } from '@aisle/contracts';

const cincinnati: CardBillingAddress = {
  // Unit then street, as every service sends them: the last line is the street.
  addressLines: ['Apt 5C', '1014 Vine St'],
  cityTown: 'Cincinnati',
  countryCode: 'US',
  stateProvince: 'OH',
  postalCode: '45202',
};

/** A card with every required field; override what a test is about. */
export function sampleCard(overrides: Partial<WalletCard> & Pick<WalletCard, 'id'>): WalletCard {
  return {
    cardId: overrides.id,
    cardType: 'CREDIT_CARD',
    brand: 'VISA',
    imageType: 'VI',
    lastFourPan: '1111',
    bin: '411111',
    expirationMonth: '08',
    expirationYear: '2030',
    expired: false,
    default: false,
    preferred: false,
    defaultApplications: [],
    paymentGram: `pg-${overrides.id}`,
    firstName: 'Avery',
    lastName: 'Jordan',
    address: cincinnati,
    saved: true,
    ...overrides,
  };
}

export const preferredVisa = sampleCard({
  id: 'card-visa',
  preferred: true,
  default: true,
  defaultApplications: ['CLICKLIST'],
});
export const expiredMastercard = sampleCard({
  id: 'card-mastercard',
  brand: 'MASTERCARD',
  imageType: 'MC',
  lastFourPan: '4444',
  bin: '555555',
  expirationMonth: '01',
  expirationYear: '2024',
  expired: true,
});
export const discover = sampleCard({
  id: 'card-discover',
  brand: 'DISCOVER',
  imageType: 'DS',
  lastFourPan: '1117',
  bin: '601111',
});
export const ebtCard = sampleCard({
  id: 'card-ebt',
  cardType: 'EBT_CARD',
  brand: 'EBT',
  imageType: 'EBT',
  lastFourPan: '6789',
  bin: undefined,
  expirationMonth: undefined,
  expirationYear: undefined,
});
export const ebtCardWithBalance: WalletCard = { ...ebtCard, balance: 'USD 123.45' };
export const giftCard = sampleCard({
  id: 'card-gift',
  cardType: 'GIFT_CARD',
  brand: 'NONE',
  imageType: 'GC',
  lastFourPan: '0019',
  bin: undefined,
  expirationMonth: undefined,
  expirationYear: undefined,
  balance: 'USD 25.00',
});
export const emptyGiftCard: WalletCard = {
  ...giftCard,
  id: 'card-gift-empty',
  lastFourPan: '0027',
  balance: 'USD 0.00',
};

/** Avery's wallet: a preferred Visa, an expired Mastercard, an EBT card without a balance and a gift card. */
/** A reward debit card: on the wallet page its edit form has only 'Make this my preferred card' (§2). */
export const rewardDebitCard = sampleCard({
  id: 'card-reward',
  brand: 'MASTERCARD',
  lastFourPan: '7777',
  binType: { 'card-product-id': 'REWARD_DEBIT' },
});

export const demoCards: readonly WalletCard[] = [preferredVisa, expiredMastercard, ebtCard, giftCard];

export const demoBillingAddresses: readonly BillingAddressRecord[] = [
  {
    id: 'billing-home',
    type: 'home',
    address: {
      street: '1014 Vine St',
      unit: 'Apt 5C',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    },
  },
  {
    id: 'billing-work',
    type: 'delivery',
    address: {
      street: '7650 Montgomery Rd',
      unit: 'Ste 200',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45236',
      countryCode: 'US',
    },
  },
];
