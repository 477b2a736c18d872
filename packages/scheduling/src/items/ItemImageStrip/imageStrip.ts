// What the item-image strip shows (scheduling spec §2, §9: 8 images, a '+N' bubble, '999+').
import { format } from '@aisle/ui';
import type { ItemMessages } from '../itemMessages';

/** The most pictures the strip shows (§9 "Image summary 8"). */
export const itemStripMaxImages = 8;
/** The largest count the bubble spells out; past it the bubble reads '999+' (§9). */
export const itemStripMaxCount = 999;

export type StripMessages = Pick<ItemMessages, 'itemStripMore' | 'itemStripMoreCapped'>;

/** The bubble's text for `rest` items not pictured: '+4', …, '+999', then '999+'. */
export function moreBubbleText(rest: number, messages: StripMessages): string {
  return rest > itemStripMaxCount ? messages.itemStripMoreCapped : format(messages.itemStripMore, { count: rest });
}
