/** One e-mail category a banner offers. */
export interface EmailCategory {
  shortDescription: string;
  longDescription: string;
}

// The category names are the account spec's (§3, "Category names seen"); which banner offers which is
// the brief's. The long descriptions are not in the spec: they are written here to read sensibly.
const harrisTeeterCategories: readonly EmailCategory[] = [
  { shortDescription: 'Weekly Ad', longDescription: 'This week’s deals at your store, every Wednesday.' },
  {
    shortDescription: 'Join e-VIC',
    longDescription: 'Exclusive e-VIC savings and digital coupons loaded to your VIC card.',
  },
  { shortDescription: 'Fresh Catch', longDescription: 'Seafood specials and recipes from our fish market.' },
  { shortDescription: 'Fine Wines Club', longDescription: 'Wine picks, tastings and club-only prices.' },
  {
    shortDescription: 'ExpressLane Offers',
    longDescription: 'Offers on online ordering, pickup and delivery.',
  },
];

const standardCategories: readonly EmailCategory[] = [
  { shortDescription: 'Weekly Ad', longDescription: 'This week’s deals at your store, every Wednesday.' },
  {
    shortDescription: 'Specials & Promotions',
    longDescription: 'Digital coupons, sales events and offers picked for you.',
  },
  { shortDescription: 'Monthly Newsletter', longDescription: 'Recipes, seasonal ideas and store news, once a month.' },
];

/** The categories of a banner: Harris Teeter has its own list, every other banner the standard one. */
export const emailCategoriesOf = (banner: string): readonly EmailCategory[] =>
  banner === 'harristeeter' ? harrisTeeterCategories : standardCategories;

/** The update payload's name for a category: "the lowercased shortDescription". */
export const categoryKey = (category: EmailCategory) => category.shortDescription.toLowerCase();
