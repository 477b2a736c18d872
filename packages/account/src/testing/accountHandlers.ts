import type { AddressRecord } from '@aisle/contracts';
import type { HttpHandler } from 'msw';
import { addressHandlers, type ValidationAnswer } from './addressHandlers';
import { demoCommunityRewards, demoEmailPreferences, demoProfile, demoStores } from './fixtures';
import { inMemoryAddressBook, type InMemoryAddressBook } from './inMemoryAddressBook';
import { preferenceHandlers, type PreferenceHandlerOptions } from './preferenceHandlers';
import type { RouteFailures } from './routeFailures';

export interface AccountHandlersOptions extends Partial<Omit<PreferenceHandlerOptions, 'failures' | 'origin'>> {
  /** Routes to fail, e.g. `{ addAddress: { status: 400, code: 'TOO_MANY_ADDRESSES' } }` or `'network-error'`. */
  failures?: RouteFailures;
  /** The starting address book (the demo one by default), or a book to share and inspect. */
  addresses?: readonly AddressRecord[] | InMemoryAddressBook;
  validation?: ValidationAnswer;
  /** Matched before each path, e.g. 'https://api.test'; any origin by default. */
  origin?: string;
}

/** MSW handlers for every account call, answering with the demo shopper unless told otherwise. */
export function accountHandlers(options: AccountHandlersOptions = {}): HttpHandler[] {
  const { failures, validation, origin, addresses } = options;
  const book = addresses && 'save' in addresses ? addresses : inMemoryAddressBook(addresses);
  return [
    ...addressHandlers({ book, failures, validation, origin }),
    ...preferenceHandlers({
      profile: options.profile ?? demoProfile,
      emailPreferences: options.emailPreferences ?? demoEmailPreferences,
      smsOptedIn: options.smsOptedIn ?? { CLICKLIST: true, PROMOTIONAL: false, TRANSACTIONAL: false },
      smsWarnings: options.smsWarnings,
      communityRewards: options.communityRewards ?? demoCommunityRewards,
      stores: options.stores ?? demoStores,
      preferredStore: options.preferredStore,
      failures,
      origin,
    }),
  ];
}
