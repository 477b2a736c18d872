// Products and cart items for the item lists' stories and tests: groceries drawn as small inline
// pictures (no image files, nothing fetched), one alcohol, one with California's Proposition 65
// warning, apples that stand in for one another and one item without a picture.
import type { Product } from '@aisle/contracts/scheduling';
import type { CartItem } from '../items/cartItems';

/** A drawn picture: a tile in the department's colour with the item's initial. */
function picture(description: string, colour: string): string {
  const initial = description.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${colour}"/><text x="48" y="60" font-family="sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const departments = {
  Produce: '#2f6b2f',
  Dairy: '#2b5c8a',
  Bakery: '#9a5b00',
  Pantry: '#5b4a8a',
  Beverages: '#1f6f73',
  'Beer & Wine': '#7b1e3a',
} as const;

interface ProductRow {
  gtin13: string;
  description: string;
  size: string;
  department: keyof typeof departments;
  commodity: string;
  subCommodity: string;
  regular: number;
  promo?: number;
}

function product(row: ProductRow, extra: Partial<Product> = {}): Product {
  const { gtin13, description, size, department, commodity, subCommodity, regular, promo } = row;
  return {
    gtin13,
    description,
    customerFacingSize: size,
    familyTree: {
      department: { name: department },
      commodity: { name: commodity },
      subCommodity: { name: subCommodity },
    },
    price: promo === undefined ? { regular } : { regular, promo },
    alcohol: false,
    snapEligible: true,
    prop65: { required: false },
    images: [{ url: picture(description, departments[department]), perspective: 'front' }],
    ...extra,
  };
}

const fruit = { department: 'Produce', commodity: 'Fruit' } as const;

export const bananas = product({
  ...fruit,
  gtin13: '0000000004011',
  description: 'Bananas',
  size: '2 lb',
  subCommodity: 'Bananas',
  regular: 1.98,
});
export const galaApples = product({
  ...fruit,
  gtin13: '0000000004133',
  description: 'Gala Apples',
  size: '3 lb bag',
  subCommodity: 'Apples',
  regular: 4.49,
});
export const fujiApples = product({
  ...fruit,
  gtin13: '0000000004131',
  description: 'Fuji Apples',
  size: '3 lb bag',
  subCommodity: 'Apples',
  regular: 4.99,
  promo: 3.99,
});
export const honeycrispApples = product({
  ...fruit,
  gtin13: '0000000004135',
  description: 'Honeycrisp Apples',
  size: '2 lb bag',
  subCommodity: 'Apples',
  regular: 5.99,
});
export const wholeMilk = product({
  gtin13: '0001111041700',
  description: 'Whole Milk',
  size: '1 gal',
  department: 'Dairy',
  commodity: 'Milk',
  subCommodity: 'Whole Milk',
  regular: 3.49,
});
export const brownEggs = product({
  gtin13: '0001111060903',
  description: 'Large Brown Eggs',
  size: '12 ct',
  department: 'Dairy',
  commodity: 'Eggs',
  subCommodity: 'Large Eggs',
  regular: 3.29,
});
export const sourdoughBread = product({
  gtin13: '0001111001221',
  description: 'Sourdough Bread',
  size: '24 oz',
  department: 'Bakery',
  commodity: 'Bread',
  subCommodity: 'Artisan Bread',
  regular: 4.29,
});
export const spaghetti = product({
  gtin13: '0001111051001',
  description: 'Spaghetti',
  size: '16 oz',
  department: 'Pantry',
  commodity: 'Pasta',
  subCommodity: 'Dry Pasta',
  regular: 1.25,
});
export const orangeJuice = product({
  gtin13: '0001111012002',
  description: 'Orange Juice',
  size: '52 fl oz',
  department: 'Beverages',
  commodity: 'Juice',
  subCommodity: 'Orange Juice',
  regular: 3.99,
});

/** Alcohol: age 21, not SNAP-eligible. */
export const redWine = product(
  {
    gtin13: '0008500000101',
    description: 'Red Table Wine',
    size: '750 ml',
    department: 'Beer & Wine',
    commodity: 'Wine',
    subCommodity: 'Red Wine',
    regular: 9.99,
  },
  { alcohol: true, minimumAge: 21, snapEligible: false },
);

/** Carries California's Proposition 65 warning, in the service's words. */
export const chunkLightTuna = product(
  {
    gtin13: '0001111083401',
    description: 'Chunk Light Tuna',
    size: '5 oz',
    department: 'Pantry',
    commodity: 'Canned Seafood',
    subCommodity: 'Tuna',
    regular: 1.19,
  },
  {
    prop65: {
      required: true,
      warning:
        'WARNING: Consuming this product can expose you to chemicals including mercury, which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov/food.',
    },
  },
);

/** Has no picture: lists show a neutral tile. */
export const looseLemons = product(
  { ...fruit, gtin13: '0000000004053', description: 'Lemons', size: '1 ct', subCommodity: 'Citrus', regular: 0.69 },
  { images: [] },
);

/** Twelve products, the alcohol and Proposition 65 items among them. */
export const demoProducts: readonly Product[] = [
  bananas,
  wholeMilk,
  sourdoughBread,
  chunkLightTuna,
  redWine,
  galaApples,
  brownEggs,
  spaghetti,
  orangeJuice,
  fujiApples,
  honeycrispApples,
  looseLemons,
];

/** Apples like the Gala apples, as the similar-item lookup would find them. */
export const similarApples: readonly Product[] = [fujiApples, honeycrispApples];

/** A cart: every substitution policy, a backup, a quantity above one, a line the cart priced. */
export const demoCartItems: readonly CartItem[] = [
  { id: 'line-1', product: bananas, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
  { id: 'line-2', product: galaApples, quantity: 1, substitutionPolicy: 'CUSTOMER_CHOICE', backup: fujiApples },
  { id: 'line-3', product: chunkLightTuna, quantity: 4, substitutionPolicy: 'NONE' },
  { id: 'line-4', product: redWine, quantity: 1, substitutionPolicy: 'NONE' },
  { id: 'line-5', product: wholeMilk, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE' },
  { id: 'line-6', product: sourdoughBread, quantity: 1, substitutionPolicy: 'SHOPPER_CHOICE', totalPrice: 3.5 },
  { id: 'line-7', product: brownEggs, quantity: 2, substitutionPolicy: 'SHOPPER_CHOICE' },
  { id: 'line-8', product: spaghetti, quantity: 3, substitutionPolicy: 'NONE' },
];

/** `count` products for the image strip, the demo products over and over. */
export function manyProducts(count: number): Product[] {
  return Array.from({ length: count }, (_, index) => {
    const base = demoProducts[index % demoProducts.length] as Product;
    return { ...base, gtin13: `${base.gtin13}-${index}` };
  });
}

// More apples, so the Gala apples' similar items run past one page of the replacement drawer (§9: 4 a page).
export const grannySmithApples = product({
  ...fruit,
  gtin13: '0000000004139',
  description: 'Granny Smith Apples',
  size: '3 lb bag',
  subCommodity: 'Apples',
  regular: 4.79,
});
export const pinkLadyApples = product({
  ...fruit,
  gtin13: '0000000004130',
  description: 'Pink Lady Apples',
  size: '2 lb bag',
  subCommodity: 'Apples',
  regular: 5.49,
  promo: 4.99,
});
export const braeburnApples = product({
  ...fruit,
  gtin13: '0000000004101',
  description: 'Braeburn Apples',
  size: '3 lb bag',
  subCommodity: 'Apples',
  regular: 4.29,
});

/** What the test handlers' catalogue holds: the demo products and the extra apples. */
export const catalogueProducts: readonly Product[] = [
  ...demoProducts,
  grannySmithApples,
  pinkLadyApples,
  braeburnApples,
];
