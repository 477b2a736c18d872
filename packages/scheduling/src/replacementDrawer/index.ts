// The replacement drawer (scheduling spec §4 "Replacement drawer", §3 "Stored replacement
// selection", §5, §8 "Items", §9).

// The drawer, and what the host hands it
export { ReplacementDrawer, type ReplacementDrawerProps } from './ReplacementDrawer';
export { allReplaced, unavailableRows, type ExcludedItem, type UnavailableRow } from './replacementRows';

// The replacements as the host keeps them
export {
  activeSelections,
  isReplacementSelectionValid,
  readReplacementSelection,
  readReplacementSelections,
  replacementSelectionTtlMinutes,
  toReplacementSelection,
  withSelection,
  type ReplacementChoice,
  type ReplacementSelection,
} from './replacementSelection';

// The similar items, for a host's own chooser
export { useSimilarItems, type SimilarItemsState } from './useSimilarItems';
export { similarItemsPerPage } from './similarPages';
