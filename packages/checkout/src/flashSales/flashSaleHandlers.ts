// The flash sales' stories and tests: a store's sales, and MSW handlers for the flash sales fetch
// and the checkout PUT's flash sale lines over one checkout held in memory.
import {
  checkoutPaths,
  type Checkout,
  type FlashSale,
  type PricedLineItem,
  type UpdateCheckoutRequest,
} from '@aisle/contracts/checkout';
import { deliveryDraft } from '../testing/fixtures';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { flashSalePrice } from './flashSaleRules';

const store = deliveryDraft.fulfillment.locationId;
const sale = (gtin13: string, description: string, category: string, unitPrice: number, percentOff: number) => ({
  gtin13,
  description,
  category,
  unitPrice,
  percentOff,
  maxQuantity: 10,
  couponId: `FS-${store}-${gtin13}`,
  sourceStoreId: store,
});

export const groundCoffee: FlashSale = sale('0007225003712', 'Ground Coffee, 12 oz', 'Coffee & Tea', 8.99, 25);
export const strawberries: FlashSale = sale('0003338320027', 'Strawberries, 1 lb', 'Produce', 4.99, 40);
/** The service offers 12: the shopper may still take 10 (§9). */
export const sparklingWater: FlashSale = {
  ...sale('0001200000231', 'Sparkling Water, 12 pk', 'Beverages', 6.49, 20),
  maxQuantity: 12,
};
/** Only 4 left at the sale price. */
export const greekYogurt: FlashSale = {
  ...sale('0003663203140', 'Greek Yogurt, 5.3 oz', 'Dairy', 1.29, 30),
  maxQuantity: 4,
};

export const demoFlashSales: readonly FlashSale[] = [groundCoffee, strawberries, sparklingWater, greekYogurt];

/** A checkout's line for `quantity` of a sale, as the service prices it. */
export function flashSaleLine(flashSale: FlashSale, quantity: number): PricedLineItem {
  return {
    cart: { gtin13: flashSale.gtin13, quantity, substitutionPolicy: 'NONE' },
    item: {
      description: flashSale.description,
      unitPrice: flashSale.unitPrice,
      totalPrice: Math.round(flashSalePrice(flashSale) * quantity * 100) / 100,
      snapEligible: false,
      ageRestricted: false,
    },
    flashSale: {
      couponId: flashSale.couponId,
      sourceStoreId: flashSale.sourceStoreId,
      percentOff: flashSale.percentOff,
    },
  };
}

export interface FlashSaleHandlersOptions {
  /** The one checkout held; `deliveryDraft` by default. */
  checkout?: Checkout;
  /** The sales of its store; `demoFlashSales` by default. */
  sales?: readonly FlashSale[];
  /** Answer every checkout update with this status and error code. */
  updateFailure?: { status: number; code: string };
  /** Told of every flash sales fetch. */
  onFetchSales?: (checkoutId: string) => void;
  /** Told of every checkout update's body. */
  onUpdate?: (request: UpdateCheckoutRequest) => void;
}

/**
 * GET flash sales and PUT the checkout: each line sets what the order holds of its sale (0 takes it
 * out), as the reference API does; the answer is the checkout with its flash sale lines marked.
 */
export function flashSaleHandlers({
  checkout = deliveryDraft,
  sales = demoFlashSales,
  updateFailure,
  onFetchSales,
  onUpdate,
}: FlashSaleHandlersOptions = {}): HttpHandler[] {
  let held = structuredClone(checkout);
  return [
    http.get(`*${checkoutPaths.flashSales}`, ({ request }) => {
      const checkoutId = new URL(request.url).searchParams.get('checkoutId') ?? '';
      onFetchSales?.(checkoutId);
      return HttpResponse.json({ data: checkoutId === held.id ? sales : [] });
    }),
    http.put(`*${checkoutPaths.checkouts}/:id`, async ({ request }) => {
      const body = (await request.json()) as UpdateCheckoutRequest;
      onUpdate?.(body);
      if (updateFailure) {
        const { status, code } = updateFailure;
        return HttpResponse.json({ errors: { code, reason: code } }, { status });
      }
      for (const line of body.lineItems ?? []) {
        const offered = sales.find((candidate) => candidate.couponId === line.couponId);
        const others = held.lineItems.filter((existing) => existing.flashSale?.couponId !== line.couponId);
        const added = offered && line.quantity > 0 ? [flashSaleLine(offered, line.quantity)] : [];
        held = { ...held, lineItems: [...others, ...added] };
      }
      held = { ...held, versionKey: String(Number(held.versionKey) + 1) };
      return HttpResponse.json({ data: held });
    }),
  ];
}
