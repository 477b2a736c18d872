'use client';

import { useMessages } from '@aisle/core';
import { itemMessages } from './items/itemMessages';
import { addressBookMessages } from './modalityAddressBook/addressBookMessages';
import { addressBookV2Messages } from './modalityAddressBookV2/addressBookV2Messages';
import { addressFormMessages } from './modalityAddressForm/addressFormMessages';
import { filterMessages } from './deliveryFilters/filterMessages';
import { consentMessages } from './locationConsent/consentMessages';
import { selectorMessages } from './modalitySelector/selectorMessages';
import { schedulingPageMessages } from './schedulingPage/schedulingPageMessages';
import { replacementMessages } from './replacementDrawer/replacementMessages';
import { slotMessages } from './upfrontSlots/slotMessages';

/**
 * Every word of the scheduling screens (scheduling spec), keyed: one table, one namespace for the
 * host's overrides, put together from each screen's own part. Screens read only their parts
 * (`useSchedulingWords`), and the table is built in a pure call, so a bundle that takes one screen
 * leaves the other screens' words out.
 */
export const schedulingMessages: typeof selectorMessages &
  typeof addressBookMessages &
  typeof addressBookV2Messages &
  typeof addressFormMessages &
  typeof consentMessages &
  typeof itemMessages &
  typeof slotMessages &
  typeof schedulingPageMessages &
  typeof replacementMessages &
  typeof filterMessages = /* @__PURE__ */ Object.assign(
  {},
  selectorMessages,
  addressBookMessages,
  addressBookV2Messages,
  addressFormMessages,
  consentMessages,
  itemMessages,
  slotMessages,
  schedulingPageMessages,
  replacementMessages,
  filterMessages,
);

export type SchedulingMessages = typeof schedulingMessages;

/** The scheduling message table with the host's `messages.scheduling` overrides applied. */
export function useSchedulingMessages(): SchedulingMessages {
  return useMessages('scheduling', schedulingMessages);
}
