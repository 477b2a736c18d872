// The cart and item UI (scheduling spec §2 "Cart and item UI", §5, §8 "Items", §9).

// Cart lines as rows
export { cartItems, lineTotal, productImageUrl, unitPrice, type CartItem, type CartLine } from './cartItems';

// Item lists
export { ItemTable, type ItemTableProps } from './ItemTable';
export { ExpandableItemList, defaultCollapsedCount, type ExpandableItemListProps } from './ExpandableItemList';
export {
  ItemImageStrip,
  itemStripMaxCount,
  itemStripMaxImages,
  moreBubbleText,
  type ItemImageStripProps,
  type StripMessages,
} from './ItemImageStrip';
export { ProductImage, type ProductImageProps, type ProductImageSize } from './ProductImage';
export {
  SubstitutionText,
  readSubstitutionPolicy,
  substitutionPolicies,
  substitutionWords,
  type SubstitutionMessages,
  type SubstitutionPolicy,
  type SubstitutionTextProps,
  type SubstitutionWords,
} from './SubstitutionText';
export { CaliforniaWarning, showsCaliforniaWarning, type CaliforniaWarningProps } from './CaliforniaWarning';
export { UnavailableItemPanel, type ItemAvailability, type UnavailableItemPanelProps } from './UnavailableItemPanel';

// Around the cart
export { RetryCard, type RetryCardProps } from './RetryCard';
export { StaticMap, staticMapZoom, type MapPoint, type StaticMapProps } from './StaticMap';
export { CheckoutStepper, type CheckoutStep, type CheckoutStepperProps } from './CheckoutStepper';
export type { ItemMessages } from './itemMessages';
