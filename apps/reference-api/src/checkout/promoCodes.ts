// The reference promo codes (README "Checkout"): any other code is PROMO_INVALID. Codes are read
// without regard to case or surrounding spaces.

export interface PromoCode {
  code: string;
  couponId: string;
  /** Cents off, or a percentage of the items after store savings. */
  off: { cents: number } | { percent: number };
  /** The items after store savings must come to at least this, in cents. */
  minimumCents?: number;
}

export const promoCodes: readonly PromoCode[] = [
  { code: 'SAVE5', couponId: 'promo-save5', off: { cents: 500 } },
  { code: 'FRESH10', couponId: 'promo-fresh10', off: { percent: 10 } },
  { code: 'BIG20', couponId: 'promo-big20', off: { cents: 2000 }, minimumCents: 10_000 },
];

export const normalisePromoCode = (code: string) => code.trim().toUpperCase();

export const findPromoCode = (code: string) => promoCodes.find((promo) => promo.code === normalisePromoCode(code));

/** What the code takes off items worth `subtotalCents`: nothing when the order is under its minimum. */
export function promoSavingsCents(promo: PromoCode, subtotalCents: number): number {
  if (subtotalCents < (promo.minimumCents ?? 0)) return 0;
  const off = 'cents' in promo.off ? promo.off.cents : Math.round((subtotalCents * promo.off.percent) / 100);
  return Math.min(off, subtotalCents);
}
