export { defaultCollapsedCount, ExpandableItemList, type ExpandableItemListProps } from './ExpandableItemList';
