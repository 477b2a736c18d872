// Promises (scheduling spec §3 "Promise (v4)"; §7 "Create promise", "Update promise").
import { z } from 'zod';
import { modalityType } from './modalityOptions';
import { quoteItem, quoteItems, timeWindow } from './quotes';

/** A reserved time: what it is for, until when it is held, and the version a change must name. */
export const promiseV4 = z.object({
  id: z.string(),
  modalityType,
  versionKey: z.string(),
  /** The modality it was made for (its option id). */
  modalityGuid: z.string(),
  expiration: z.object({ value: z.string() }),
  selections: z.array(z.object({ vendor: z.object({ id: z.string() }), window: timeWindow, items: quoteItems })),
});
export type PromiseV4 = z.infer<typeof promiseV4>;

export const createPromiseRequest = z.object({
  modalityType,
  locationId: z.string(),
  /** The chosen time's selected id (`slotSelectionId`). */
  optionIds: z.array(z.string()),
  items: z.array(quoteItem),
  originalWindow: timeWindow.optional(),
  vendorId: z.string(),
});
export type CreatePromiseRequest = z.infer<typeof createPromiseRequest>;

export const updatePromiseRequest = z.object({ id: z.string(), items: z.array(quoteItem), versionKey: z.string() });
export type UpdatePromiseRequest = z.infer<typeof updatePromiseRequest>;

export const promiseResponse = z.object({ data: promiseV4 });
export type PromiseResponse = z.infer<typeof promiseResponse>;
