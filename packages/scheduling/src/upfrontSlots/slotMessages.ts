// The upfront delivery time-slots screen's words (scheduling spec §2, §4 "Upfront slots", §5, §8).
/**
 * Strings are the spec's, quoted exactly (its capitals and apostrophes included); `{name}` marks a
 * value filled in with `format` from @aisle/ui. Entries marked "ours" are where the spec names a
 * text without its wording. Part of `schedulingMessages` (src/messages.ts).
 */
export const slotMessages = {};
