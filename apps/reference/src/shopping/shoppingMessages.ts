/**
 * The storefront's words on its shopping pages (the product list, the cart). The scheduling spec
 * names 'Start My Cart' and the item lists' words (which come from @aisle/scheduling); the rest
 * are ours. Kept out of the header's table, which every page downloads first.
 */
export const shoppingMessages = {
  cartHeading: 'Cart',
  cartItemsHeading: 'Items in your cart',
  deliveryDayHeading: 'Choose a delivery day',
  checkoutButton: 'Check Out',
  startMyCartHeading: 'Start My Cart',
  startMyCartIntro: 'Add what you need, then check out to choose a time.',
  catalogueLoading: 'Loading products',
  catalogueFailed: 'We could not load the products. Please try again.',
  tryAgain: 'Try Again',
  addToCart: 'Add to Cart',
  addToCartLabel: 'Add to Cart, {description}',
  decrease: 'One less {description}',
  increase: 'One more {description}',
  quantityOf: 'Quantity of {description}',
  regularPrice: 'Regular price {price}',
  cartSummary: '{count} in cart · {total}',
  itemCountOne: '1 item',
  itemCountOther: '{count} items',
  goToCart: 'Go to Cart',
  cartEmpty: 'Your cart is empty.',
  startShopping: 'Start My Cart',
  estimatedTotal: 'Estimated Total',
  modifyCartHeading: 'Modify Your Order',
  modifyCartIntro: 'Change how many of each item you want. Set an item to 0 to take it out of your order.',
  modifyCartItemsHeading: 'Items in Your Order',
  modifyCartLoading: 'Loading your order',
  modifyCartNoOrder: 'We could not find that order.',
  modifyCartContinue: 'Continue to Checkout',
  inStoreCheckout: 'You are shopping in store: bring your list, no time to choose.',
  // The ship step: no spec shows one (ours).
  shipHeading: 'Ship Your Order',
  shipDetailsHeading: 'Shipping Details',
  shipAddress: 'Shipping Address',
  shipTime: 'Shipping Time',
  shipItems: 'Items',
  shipContinue: 'Continue to Payment',
  shipPreparing: 'Preparing your order',
  shipLoading: 'Loading shipping details',
  ageTerms:
    'By continuing you confirm that you are of legal age to buy the restricted items in your order, and that you will show a valid photo ID when they are handed over.',
} as const;

/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return count === 1
    ? shoppingMessages.itemCountOne
    : shoppingMessages.itemCountOther.replace('{count}', String(count));
}
