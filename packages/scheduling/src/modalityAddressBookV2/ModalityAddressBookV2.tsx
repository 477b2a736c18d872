'use client';

import type { Address } from '@aisle/contracts';
import type { ActiveModality, ModalityOption } from '@aisle/contracts/scheduling';
import { Spinner } from '@aisle/ui';
import { Suspense, useState } from 'react';
import * as book from '../modalityAddressBook/ModalityAddressBook.css';
import { LazyModalityAddressForm } from '../modalityAddressForm/lazyAddressForm';
import type { AddressModality } from '../modalitySelector/selectorScreens';
import { selectorMessages } from '../modalitySelector/selectorMessages';
import { useSchedulingWords } from '../words';
import { AddressBookSections } from './AddressBookSections';
import { addressBookV2Messages } from './addressBookV2Messages';
import { isDeletable } from './currentAddress';
import { DeleteAddress } from './DeleteAddress';
import * as styles from './ModalityAddressBookV2.css';

const words = /* @__PURE__ */ Object.assign({}, selectorMessages, addressBookV2Messages);

export interface ModalityAddressBookV2Props {
  /** Delivery or ship. */
  modality: AddressModality;
  /** The way of shopping's name in the panel's words: 'Delivery'. */
  modalityName: string;
  signedIn: boolean;
  /** How the shopper shops now: its address, shopping this way, is the 'Current Address'. */
  activeModality: ActiveModality | null | undefined;
  /** An eligible address, chosen or saved: the option to set. A rejection shows the technical-difficulties message. */
  onChosen(option: ModalityOption): Promise<void>;
  /** The heading level of the screen's headings under the selector's title. */
  headingLevel?: 2 | 3;
}

/**
 * The screen's views (§2 "Address book v2"): the address book (the no-address-selected view when
 * nothing is current, forced when the book is empty), the address form of a saved address, and the
 * empty form to add one. The confirm view is the form's own step, entered when validation corrects
 * the address.
 */
type View = { view: 'book'; returned: boolean } | { view: 'form'; address: Address } | { view: 'empty-form' };

/**
 * ADDRESS_BOOK_V2: the modality address book with 'Current Address' and 'Other Addresses', the
 * address form and its confirm step in the same screen (no screen of its own, no modal), and a
 * saved address that is not the mailing one deleted from its form.
 */
export function ModalityAddressBookV2({
  modality,
  modalityName,
  signedIn,
  activeModality,
  onChosen,
  headingLevel = 2,
}: ModalityAddressBookV2Props) {
  const messages = useSchedulingWords(words);
  const [view, setView] = useState<View>({ view: 'book', returned: false });
  const [chosenId, setChosenId] = useState<string>();
  // Said once the book is back without the deleted address: the view changed under the shopper.
  const [notice, setNotice] = useState<string>();
  const show = (next: View) => {
    setNotice(undefined);
    setView(next);
  };

  const deleted = () => {
    // §4 "On save": after removing an address, back to the address book, and the selection cleared.
    setChosenId(undefined);
    setView({ view: 'book', returned: true });
    setNotice(messages.addressDeleted);
  };

  // Saved and set: where the selector stays (a page the host keeps open), the book shows it as current.
  const saved = async (option: ModalityOption) => {
    await onChosen(option);
    setChosenId(undefined);
    setView({ view: 'book', returned: true });
  };

  const form =
    view.view === 'book' ? null : (
      <Suspense fallback={<Spinner delay={200} label={messages.loadingAddressForm} />}>
        <LazyModalityAddressForm
          // A fresh form for each address: what one typed is not another's.
          key={view.view === 'form' ? view.address.id : 'new'}
          modality={modality}
          modalityName={modalityName}
          address={view.view === 'form' ? view.address : undefined}
          variant="page"
          onChosen={saved}
          onCancel={() => show({ view: 'book', returned: true })}
          headingLevel={headingLevel}
          footer={
            view.view === 'form' && isDeletable(view.address) ? (
              <DeleteAddress address={view.address} onDeleted={deleted} />
            ) : undefined
          }
        />
      </Suspense>
    );

  return (
    <div>
      {/* Always in the page, so what it comes to hold is announced; empty, it takes no room. */}
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {view.view === 'book' ? (
        <AddressBookSections
          modality={modality}
          modalityName={modalityName}
          signedIn={signedIn}
          activeModality={activeModality}
          chosenId={chosenId}
          onChosenIdChange={setChosenId}
          onChosen={onChosen}
          onAdd={() => show({ view: 'empty-form' })}
          onEdit={(address) => show({ view: 'form', address })}
          focusOnMount={view.returned}
          headingLevel={headingLevel}
        />
      ) : (
        <div className={book.panel}>{form}</div>
      )}
    </div>
  );
}
