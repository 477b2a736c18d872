import type { Product } from '@aisle/contracts/scheduling';

// The reference catalogue: enough groceries across departments for a cart worth scheduling, with
// alcohol (age 21), Proposition 65 items, SNAP-eligible food and similar items to replace one
// with. Prices in dollars.

const acrylamide =
  'WARNING: This product can expose you to chemicals including acrylamide, which is known to the State of California to cause cancer. For more information go to www.P65Warnings.ca.gov/food.';
const mercury =
  'WARNING: Consuming this product can expose you to chemicals including mercury, which is known to the State of California to cause birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov/food.';

const departments = {
  Produce: '#2f6b2f',
  Dairy: '#2b5c8a',
  Bakery: '#9a5b00',
  'Meat & Seafood': '#8a2b2b',
  Pantry: '#5b4a8a',
  Beverages: '#1f6f73',
  'Beer & Wine': '#7b1e3a',
  Frozen: '#3a5f8a',
} as const;
type Department = keyof typeof departments;

/** A drawn picture: the department's colour and the item's initial, so no image file is needed. */
function picture(description: string, department: Department): string {
  const initial = description.charAt(0).toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="12" fill="${departments[department]}"/><text x="48" y="58" font-family="sans-serif" font-size="28" font-weight="700" text-anchor="middle" fill="#fff">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Row = [
  gtin13: string,
  description: string,
  size: string,
  department: Department,
  commodity: string,
  subCommodity: string,
  regular: number,
  promo: number | null,
  extra?: { alcohol?: true; prop65?: string; notSnap?: true },
];

// prettier-ignore -- one product a line reads as a table.
const rows: Row[] = [
  ['0000000004011', 'Bananas', '2 lb', 'Produce', 'Fruit', 'Bananas', 1.98, null],
  ['0000000004131', 'Fuji Apples', '3 lb bag', 'Produce', 'Fruit', 'Apples', 4.99, 3.99],
  ['0000000004133', 'Gala Apples', '3 lb bag', 'Produce', 'Fruit', 'Apples', 4.49, null],
  ['0000000004135', 'Honeycrisp Apples', '2 lb bag', 'Produce', 'Fruit', 'Apples', 5.99, null],
  ['0000000004062', 'English Cucumber', '1 ct', 'Produce', 'Vegetables', 'Cucumbers', 1.29, null],
  ['0000000004664', 'Roma Tomatoes', '1 lb', 'Produce', 'Vegetables', 'Tomatoes', 1.49, null],
  ['0000000004087', 'Cherry Tomatoes', '10 oz', 'Produce', 'Vegetables', 'Tomatoes', 2.99, 2.5],
  ['0001111041700', 'Whole Milk', '1 gal', 'Dairy', 'Milk', 'Whole Milk', 3.49, null],
  ['0001111041701', '2% Reduced Fat Milk', '1 gal', 'Dairy', 'Milk', 'Reduced Fat Milk', 3.49, null],
  ['0001111041702', 'Organic Whole Milk', 'half gal', 'Dairy', 'Milk', 'Whole Milk', 4.79, null],
  ['0001111060903', 'Large Brown Eggs', '12 ct', 'Dairy', 'Eggs', 'Large Eggs', 3.29, null],
  ['0001111060904', 'Large White Eggs', '18 ct', 'Dairy', 'Eggs', 'Large Eggs', 4.19, null],
  ['0001111058010', 'Sharp Cheddar Cheese', '8 oz', 'Dairy', 'Cheese', 'Cheddar', 2.79, null],
  ['0001111058011', 'Mild Cheddar Cheese', '8 oz', 'Dairy', 'Cheese', 'Cheddar', 2.79, 2.29],
  ['0001111001221', 'Sourdough Bread', '24 oz', 'Bakery', 'Bread', 'Artisan Bread', 4.29, null],
  ['0001111001222', 'Whole Wheat Bread', '20 oz', 'Bakery', 'Bread', 'Sandwich Bread', 2.49, null],
  ['0001111001223', 'White Sandwich Bread', '20 oz', 'Bakery', 'Bread', 'Sandwich Bread', 1.99, null],
  ['0001111097501', 'Boneless Chicken Breasts', '1.5 lb', 'Meat & Seafood', 'Chicken', 'Chicken Breasts', 8.99, 6.99],
  ['0001111097502', 'Chicken Thighs', '2 lb', 'Meat & Seafood', 'Chicken', 'Chicken Thighs', 6.49, null],
  ['0001111097601', 'Atlantic Salmon Fillet', '1 lb', 'Meat & Seafood', 'Seafood', 'Salmon', 10.99, null],
  ['0001111083401', 'Chunk Light Tuna', '5 oz', 'Pantry', 'Canned Seafood', 'Tuna', 1.19, null, { prop65: mercury }],
  [
    '0001111083402',
    'Solid White Albacore Tuna',
    '5 oz',
    'Pantry',
    'Canned Seafood',
    'Tuna',
    1.89,
    null,
    { prop65: mercury },
  ],
  [
    '0001111072201',
    'Medium Roast Ground Coffee',
    '12 oz',
    'Pantry',
    'Coffee',
    'Ground Coffee',
    7.99,
    6.49,
    { prop65: acrylamide },
  ],
  [
    '0001111072202',
    'Dark Roast Ground Coffee',
    '12 oz',
    'Pantry',
    'Coffee',
    'Ground Coffee',
    7.99,
    null,
    { prop65: acrylamide },
  ],
  ['0001111051001', 'Spaghetti', '16 oz', 'Pantry', 'Pasta', 'Dry Pasta', 1.25, null],
  ['0001111051002', 'Penne Rigate', '16 oz', 'Pantry', 'Pasta', 'Dry Pasta', 1.25, null],
  [
    '0001111012001',
    'Sparkling Water, Lime',
    '8 × 12 fl oz',
    'Beverages',
    'Water',
    'Sparkling Water',
    4.49,
    null,
    { notSnap: true },
  ],
  ['0001111012002', 'Orange Juice', '52 fl oz', 'Beverages', 'Juice', 'Orange Juice', 3.99, null],
  ['0008500000101', 'Red Table Wine', '750 ml', 'Beer & Wine', 'Wine', 'Red Wine', 9.99, null, { alcohol: true }],
  ['0008500000102', 'Pinot Noir', '750 ml', 'Beer & Wine', 'Wine', 'Red Wine', 14.99, 12.99, { alcohol: true }],
  ['0008500000201', 'Craft IPA', '6 × 12 fl oz', 'Beer & Wine', 'Beer', 'Craft Beer', 10.99, null, { alcohol: true }],
  ['0001111077001', 'Frozen Blueberries', '16 oz', 'Frozen', 'Frozen Fruit', 'Berries', 3.99, null],
  ['0001111077002', 'Frozen Mixed Berries', '16 oz', 'Frozen', 'Frozen Fruit', 'Berries', 4.29, null],
];

function toProduct([
  gtin13,
  description,
  size,
  department,
  commodity,
  subCommodity,
  regular,
  promo,
  extra = {},
]: Row): Product {
  return {
    gtin13,
    description,
    customerFacingSize: size,
    familyTree: {
      department: { name: department },
      commodity: { name: commodity },
      subCommodity: { name: subCommodity },
    },
    price: promo === null ? { regular } : { regular, promo },
    alcohol: extra.alcohol === true,
    ...(extra.alcohol && { minimumAge: 21 }),
    snapEligible: !extra.alcohol && !extra.notSnap,
    prop65: extra.prop65 ? { required: true, warning: extra.prop65 } : { required: false },
    images: [{ url: picture(description, department), perspective: 'front' }],
  };
}

export const catalogue: readonly Product[] = rows.map(toProduct);
const byGtin = new Map(catalogue.map((item) => [item.gtin13, item]));

/** The products of the gtin13s asked for that exist, in the order asked. */
export function productsByGtin(gtin13s: readonly string[]): Product[] {
  return gtin13s.flatMap((gtin13) => byGtin.get(gtin13) ?? []);
}

/**
 * Items like the one given: the same sub-commodity, then the same commodity, never itself.
 * Undefined for an item the catalogue does not have.
 */
export function similarTo(gtin13: string): string[] | undefined {
  const original = byGtin.get(gtin13);
  if (!original) return undefined;
  const same = (level: 'subCommodity' | 'commodity') =>
    catalogue.filter(
      (item) => item.gtin13 !== gtin13 && item.familyTree[level].name === original.familyTree[level].name,
    );
  return [...new Set([...same('subCommodity'), ...same('commodity')].map((item) => item.gtin13))];
}
