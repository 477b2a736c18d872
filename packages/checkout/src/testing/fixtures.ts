// Checkouts as the reference API answers them, for stories and tests.
import type { Checkout, CheckoutCost } from '@aisle/contracts/checkout';
import type { WalletCard } from '@aisle/contracts/wallet';
import { preferredVisa } from '@aisle/wallet/testing';

const cost: CheckoutCost = {
  itemTotal: 42.46,
  itemCount: 7,
  couponTotal: 0,
  promoTotal: 0,
  yellowTagDiscountTotal: 1.5,
  taxTotal: 2.13,
  serviceFee: 4.95,
  regulatoryFees: [],
  bagFee: 0,
  gratuityTotal: 5,
  total: 53.04,
  ebtTotal: 18.97,
  nonEbtTotal: 34.07,
};

/**
 * The wallet the drafts below are paid from: the wallet's preferred Visa (`@aisle/wallet/testing`),
 * the bank card of their payments, alone. Paying With chooses it as the cards load and pays the
 * whole order with it; the wallet's `demoCards` add a SNAP EBT card, which a draft with
 * SNAP-eligible items chooses too, and Place order then asks for its PIN.
 */
export const draftWallet: readonly WalletCard[] = [preferredVisa];

/** A line with no coupon and no promo code on the order. */
const noAdjustment = { coupons: [], promos: [] };

/** What the Visa's authorisation shows once an order is placed. */
const visaTransaction = { paymentMethod: { subType: 'VISA', type: 'BANK_CARD', lastFourOfCard: '1111' } } as const;

/** A delivery draft of seven items, three SNAP-eligible, with a $5 tip and the wallet's Visa paying. */
export const deliveryDraft: Checkout = {
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e01',
  versionKey: '3',
  checksum: 'c0ffee01',
  status: 'DRAFT',
  modalityType: 'DELIVERY',
  lineItems: [
    {
      cart: { gtin13: '0000000004011', quantity: 3, substitutionPolicy: 'SHOPPER_CHOICE' },
      item: { description: 'Bananas', unitPrice: 0.29, totalPrice: 0.87, snapEligible: true, ageRestricted: false },
      priceAdjustment: noAdjustment,
    },
    {
      cart: { gtin13: '0001111041700', quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      item: {
        description: 'Whole Milk, 1 gal',
        unitPrice: 3.79,
        totalPrice: 7.58,
        snapEligible: true,
        ageRestricted: false,
      },
      priceAdjustment: noAdjustment,
    },
    {
      cart: { gtin13: '0001111088888', quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
      item: {
        description: 'Paper Towels, 6 rolls',
        unitPrice: 17.75,
        totalPrice: 34.01,
        snapEligible: false,
        ageRestricted: false,
      },
      priceAdjustment: noAdjustment,
    },
  ],
  fulfillment: {
    promise: {
      id: '7a1d2c3b-0000-4000-8000-000000000001',
      window: { value: '2026-11-28T16:00:00/2026-11-28T18:00:00', timezone: 'America/New_York' },
      expiration: '2026-11-27T18:30:00.000Z',
    },
    locationId: '01400943',
    destination: {
      name: 'Home',
      addressLine1: '1014 Vine St',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      latitude: 39.1073,
      longitude: -84.5133,
    },
    contact: { firstName: 'Dana', lastName: 'Reyes', phone: '+15135550142', smsOptin: false, dateOfBirth: null },
    instructions: '',
    deliveryType: 'Standard',
  },
  buyer: {
    email: 'dana@example.com',
    dateOfBirth: null,
    address: { addressLine1: '1014 Vine St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  },
  paymentDetails: {
    payments: [
      {
        id: preferredVisa.id,
        paymentType: 'BANK_CARD',
        amountToAuthorize: 53.04,
        lastFour: '1111',
        brand: 'VISA',
        vaultId: preferredVisa.id,
      },
    ],
    gratuityAmount: 5,
    // The $5 tip is one of the suggestions below.
    tipValue: 5,
    otherValue: null,
    payment: { transactions: [] },
    ebtDetails: null,
  },
  gratuity: { modifiable: true, maxTip: 100, suggestions: [3, 5, 8] },
  summary: { cost },
  originalSummary: null,
  priceAdjustment: { promos: [], coupons: [] },
  ageRestriction: null,
  deliveryVendor: null,
  placedDate: null,
  modifiable: true,
  createdDate: '2026-11-27T18:00:00.000Z',
};

/** The same order for pickup at the Over-the-Rhine store: no tip. */
export const pickupDraft: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e02',
  modalityType: 'PICKUP',
  fulfillment: {
    ...deliveryDraft.fulfillment,
    destination: {
      name: 'Over-the-Rhine',
      addressLine1: '1700 Vine St',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      latitude: 39.1149,
      longitude: -84.5152,
    },
  },
  // No tip on pickup: the Visa pays the smaller total.
  paymentDetails: {
    ...deliveryDraft.paymentDetails,
    payments: deliveryDraft.paymentDetails.payments.map((payment) => ({ ...payment, amountToAuthorize: 48.04 })),
    gratuityAmount: 0,
    tipValue: null,
  },
  gratuity: { modifiable: false, maxTip: 0, suggestions: [] },
  summary: { cost: { ...cost, gratuityTotal: 0, total: 48.04, nonEbtTotal: 29.07 } },
};

/**
 * The same order shipped to Dana's home: held for its shipping window (tomorrow to three days
 * out), no tip, no notes, no service fee.
 */
export const shipDraft: Checkout = {
  ...pickupDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e08',
  modalityType: 'SHIP',
  paymentDetails: {
    ...pickupDraft.paymentDetails,
    payments: pickupDraft.paymentDetails.payments.map((payment) => ({ ...payment, amountToAuthorize: 43.09 })),
  },
  summary: { cost: { ...cost, serviceFee: 0, gratuityTotal: 0, total: 43.09, nonEbtTotal: 24.12 } },
  fulfillment: {
    ...deliveryDraft.fulfillment,
    promise: {
      ...deliveryDraft.fulfillment.promise,
      window: { value: '2026-11-28T00:00:00/2026-12-01T00:00:00', timezone: 'America/New_York' },
    },
  },
};

/** The delivery order once placed: the Visa's authorisation is its transaction. */
export const placedDelivery: Checkout = {
  ...deliveryDraft,
  status: 'ACTIVE',
  paymentDetails: { ...deliveryDraft.paymentDetails, payment: { transactions: [visaTransaction] } },
  placedDate: '2026-11-27T18:12:00.000Z',
};

/** The delivery with a bottle of wine: age-restricted, so Contactless delivery is not offered (§5). */
export const ageRestrictedDelivery: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e03',
  lineItems: [
    ...deliveryDraft.lineItems,
    {
      cart: { gtin13: '0008500000101', quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
      item: {
        description: 'Red Wine, 750 ml',
        unitPrice: 12.99,
        totalPrice: 12.99,
        snapEligible: false,
        ageRestricted: true,
      },
      priceAdjustment: noAdjustment,
    },
  ],
  fulfillment: {
    ...deliveryDraft.fulfillment,
    contact: { ...deliveryDraft.fulfillment.contact, dateOfBirth: '1990-04-12' },
  },
  buyer: { ...deliveryDraft.buyer, dateOfBirth: '1990-04-12' },
  ageRestriction: { minimumAge: 21 },
};

/** The delivery brought by Instacart: its terms must be accepted to place the order (§5). */
export const instacartDelivery: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e04',
  deliveryVendor: 'INSTACART',
};

/** The delivery brought by another fulfillment provider: the shopper must accept it (§5). */
export const vendorDelivery: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e05',
  deliveryVendor: 'OTHER',
};

/** A delivery draft with no contact yet: Place order asks for the phone and the names first (§5). */
export const draftWithoutContact: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e06',
  fulfillment: {
    ...deliveryDraft.fulfillment,
    contact: { firstName: '', lastName: '', phone: '', smsOptin: false, dateOfBirth: null },
  },
};

/** A delivery draft whose reserved time ran out before the test clock's 2026-11-22T12:00Z: 'Order Timed Out'. */
export const expiredDraft: Checkout = {
  ...deliveryDraft,
  id: '5f0c6a1e-8a51-4a57-9d7c-1b2f1c0d9e07',
  fulfillment: {
    ...deliveryDraft.fulfillment,
    promise: { ...deliveryDraft.fulfillment.promise, expiration: '2026-11-22T11:30:00.000Z' },
  },
};

/** Every draft above, as the checkout handlers hold them unless told otherwise. */
export const demoCheckouts: readonly Checkout[] = [
  deliveryDraft,
  pickupDraft,
  ageRestrictedDelivery,
  instacartDelivery,
  vendorDelivery,
  draftWithoutContact,
  expiredDraft,
  shipDraft,
];

/** The pickup order once placed (the order-complete page's pickup). */
export const placedPickup: Checkout = {
  ...pickupDraft,
  status: 'ACTIVE',
  paymentDetails: { ...pickupDraft.paymentDetails, payment: { transactions: [visaTransaction] } },
  placedDate: '2026-11-27T18:12:00.000Z',
};

/** The ship order once placed. */
export const placedShip: Checkout = {
  ...shipDraft,
  status: 'ACTIVE',
  paymentDetails: { ...shipDraft.paymentDetails, payment: { transactions: [visaTransaction] } },
  placedDate: '2026-11-27T18:12:00.000Z',
};

/** The delivery once placed, to be left at the door (Contactless), with instructions. */
export const placedContactlessDelivery: Checkout = {
  ...placedDelivery,
  fulfillment: { ...placedDelivery.fulfillment, deliveryType: 'Contactless', instructions: 'Leave by the side door.' },
};

/** The placed delivery, modified: a dozen eggs added ($3.00, SNAP-eligible), its cost before kept. */
export const modifiedDelivery: Checkout = {
  ...placedDelivery,
  lineItems: [
    ...placedDelivery.lineItems,
    {
      cart: { gtin13: '0001111060903', quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
      item: { description: 'Large Eggs, 12 ct', unitPrice: 3, totalPrice: 3, snapEligible: true, ageRestricted: false },
      priceAdjustment: noAdjustment,
    },
  ],
  paymentDetails: {
    ...placedDelivery.paymentDetails,
    payments: placedDelivery.paymentDetails.payments.map((payment) => ({ ...payment, amountToAuthorize: 56.04 })),
  },
  summary: { cost: { ...cost, itemTotal: 45.46, itemCount: 8, total: 56.04, ebtTotal: 21.97 } },
  originalSummary: { cost },
};

/** The placed delivery paid in full by a gift card: the Visa beside it only carries the $1 hold (§4). */
export const giftCardDelivery: Checkout = {
  ...placedDelivery,
  paymentDetails: {
    ...placedDelivery.paymentDetails,
    payments: [
      {
        id: preferredVisa.id,
        paymentType: 'BANK_CARD',
        amountToAuthorize: 1,
        lastFour: '1111',
        brand: 'VISA',
        vaultId: preferredVisa.id,
      },
      {
        id: 'gift-0019',
        paymentType: 'GIFT_CARD',
        amountToAuthorize: 53.04,
        lastFour: '0019',
        brand: 'NONE',
        vaultId: 'gift-0019',
      },
    ],
    payment: {
      transactions: [
        visaTransaction,
        { paymentMethod: { subType: 'GIFT', type: 'GIFT_CARD', lastFourOfCard: '0019' } },
      ],
    },
  },
};
