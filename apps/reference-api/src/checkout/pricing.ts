import type {
  CheckoutCost,
  CheckoutCoupon,
  CheckoutLineItem,
  CheckoutPromo,
  PricedLineItem,
} from '@aisle/contracts/checkout';
import { fromCents, toCents } from '@aisle/contracts';
import type { Product } from '@aisle/contracts/scheduling';
import { productsByGtin } from '../products/catalog';
import type { CheckoutRecord, CheckoutState } from './checkoutRecord';
import { deliveryVendorOf } from './deliveryVendor';
import { findFlashSale, flashSaleCoupon, salePriceCents } from './flashSales';
import { findPromoCode, promoSavingsCents } from './promoCodes';
import { bagBan, bagFeeCents, regulatoryFees, salesTaxCents } from './storeCharges';

/** What of a checkout its price depends on beside its state. */
export type PricingFacts = Pick<CheckoutRecord, 'storeState' | 'vendorId' | 'modalityType' | 'serviceFeeCents'>;

/** The order priced from the catalogue (README "Checkout" tells the rules). */
export interface PricedOrder {
  lineItems: PricedLineItem[];
  cost: CheckoutCost;
  promos: CheckoutPromo[];
  coupons: CheckoutCoupon[];
  ageRestriction: { minimumAge: number } | null;
  /** The items after store savings and flash sale coupons, before promo codes. */
  itemsCents: number;
  totalCents: number;
  ebtCents: number;
}

const cents = (dollars: number | undefined) => toCents(dollars) ?? 0;

interface Line {
  priced: PricedLineItem;
  regularCents: number;
  totalCents: number;
  snap: boolean;
  minimumAge: number | null;
  coupons: CheckoutCoupon[];
}

/** A line at the price of one that `unitCents` gives; a product that left the catalogue prices at nothing. */
function line(
  { gtin13, quantity, substitutionPolicy = 'NONE' }: CheckoutLineItem['cart'],
  unitCents: (product: Product) => number,
): Line {
  const product = productsByGtin([gtin13])[0];
  const regularCents = cents(product?.price.regular) * quantity;
  const totalCents = product ? unitCents(product) * quantity : 0;
  const minimumAge = product?.alcohol ? (product.minimumAge ?? 21) : null;
  return {
    priced: {
      cart: { gtin13, quantity, substitutionPolicy },
      item: {
        description: product?.description ?? `Item ${gtin13}`,
        unitPrice: fromCents(cents(product?.price.regular)),
        totalPrice: fromCents(totalCents),
        snapEligible: product?.snapEligible ?? false,
        ageRestricted: minimumAge !== null,
      },
    },
    regularCents,
    totalCents,
    snap: product?.snapEligible ?? false,
    minimumAge,
    coupons: [],
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * `cents` shared out in proportion to `weights`, in whole cents that add up to it: the largest
 * remainders take the cents left over, so each line's share of a promo code sums to the code's saving.
 */
function shareOut(cents: number, weights: readonly number[]): number[] {
  const whole = sum(weights);
  if (whole === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (cents * weight) / whole);
  const shares = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, cents - sum(shares))) shares[index] = (shares[index] ?? 0) + 1;
  return shares;
}

/** Prices a checkout in the given state (its own, or one an update is about to write). */
export function priceOrder(record: PricingFacts, state: CheckoutState): PricedOrder {
  const cartLines = state.lineItems.map(({ cart }) =>
    line(cart, (product) => cents(product.price.promo ?? product.price.regular)),
  );
  const saleLines = state.flashSaleItems.map(({ gtin13, quantity, couponId, sourceStoreId }) => {
    const percentOff = findFlashSale(sourceStoreId, couponId)?.percentOff ?? 0;
    // A flash sale's item is not replaced (§7 "Update line items": substitutionPolicy NONE).
    const sale = line({ gtin13, quantity, substitutionPolicy: 'NONE' }, (product) =>
      salePriceCents(cents(product.price.regular), percentOff),
    );
    const flashSale = { couponId, sourceStoreId, percentOff };
    const coupon = flashSaleCoupon(flashSale, sale.priced.item.description, sale.regularCents - sale.totalCents);
    return { ...sale, priced: { ...sale.priced, flashSale }, coupons: [coupon] };
  });
  const lines = [...cartLines, ...saleLines];

  const itemTotal = sum(lines.map((each) => each.regularCents));
  const yellowTag = sum(cartLines.map((each) => each.regularCents - each.totalCents));
  const couponTotal = sum(saleLines.map((each) => each.regularCents - each.totalCents));
  const itemsCents = itemTotal - yellowTag - couponTotal;

  let promoLeft = itemsCents;
  const promos = state.promoCodes.flatMap((code) => {
    const promo = findPromoCode(code);
    if (!promo) return [];
    const amount = Math.min(promoLeft, promoSavingsCents(promo, itemsCents));
    promoLeft -= amount;
    return [{ code: promo.code, couponId: promo.couponId, cents: amount }];
  });
  const promoTotal = itemsCents - promoLeft;

  const itemCount = sum(lines.map((each) => each.priced.cart.quantity));
  const taxable = sum(lines.filter((each) => !each.snap).map((each) => each.totalCents));
  const tax = salesTaxCents(record.storeState, taxable, deliveryVendorOf(record) !== null);
  const fees = regulatoryFees(record.storeState, record.modalityType);
  const bagFee = bagFeeCents(record.storeState, itemCount);
  const totalCents =
    itemsCents -
    promoTotal +
    (tax ?? 0) +
    record.serviceFeeCents +
    sum(fees.map((fee) => fee.cents)) +
    bagFee +
    state.gratuityCents;

  // SNAP pays for its items, less their share of the promo codes; never tax, fees or the tip. A
  // delivery partner takes no SNAP EBT (payments.ts), so its orders have no SNAP share: a page does
  // not propose a card it will refuse.
  const snapCents = sum(lines.filter((each) => each.snap).map((each) => each.totalCents));
  const snapPromoShare = itemsCents > 0 ? Math.round((promoTotal * snapCents) / itemsCents) : 0;
  const ebtCents = deliveryVendorOf(record) === null ? Math.max(0, snapCents - snapPromoShare) : 0;

  const lineCents = lines.map((each) => each.totalCents);
  const promoShares = promos.map((promo) => shareOut(promo.cents, lineCents));
  const lineItems = lines.map((each, index) => ({
    ...each.priced,
    priceAdjustment: {
      coupons: each.coupons,
      promos: promos.flatMap((promo, which) => {
        const share = promoShares[which]?.[index] ?? 0;
        return share > 0 ? [{ code: promo.code, couponId: promo.couponId, amount: fromCents(share) }] : [];
      }),
    },
  }));

  const ages = lines.flatMap((each) => (each.minimumAge === null ? [] : [each.minimumAge]));
  return {
    lineItems,
    cost: {
      itemTotal: fromCents(itemTotal),
      itemCount,
      couponTotal: fromCents(couponTotal),
      promoTotal: fromCents(promoTotal),
      yellowTagDiscountTotal: fromCents(yellowTag),
      taxTotal: tax === null ? null : fromCents(tax),
      serviceFee: fromCents(record.serviceFeeCents),
      regulatoryFees: fees.map((fee) => ({ label: fee.label, amount: fromCents(fee.cents) })),
      bagFee: fromCents(bagFee),
      // Sent only where a ban applies: the field is optional, and a cost without it reads as no ban.
      ...(bagBan(record.storeState) && { bagBan: true }),
      gratuityTotal: fromCents(state.gratuityCents),
      total: fromCents(totalCents),
      ebtTotal: fromCents(ebtCents),
      nonEbtTotal: fromCents(totalCents - ebtCents),
    },
    promos: promos.map((promo) => ({ code: promo.code, couponId: promo.couponId, amount: fromCents(promo.cents) })),
    coupons: lines.flatMap((each) => each.coupons),
    ageRestriction: ages.length > 0 ? { minimumAge: Math.max(...ages) } : null,
    itemsCents,
    totalCents,
    ebtCents,
  };
}
