'use client';

import { toUiAddress, type AddressLike } from '@aisle/core/address';
import { format } from '@aisle/ui';
import { Fragment } from 'react';
import { useAccountMessages, type AccountMessages } from '../messages';
import * as styles from './addressBook.css';

/** An address's lines as the cards show them (spec §2): line1, line2 when there is one, then 'city, state zip'. */
export function addressLineTexts(address: AddressLike, messages: AccountMessages): string[] {
  const ui = toUiAddress(address);
  const cityLine = format(messages.addressCityLine, { city: ui.locality, state: ui.region, zip: ui.postalCode });
  return ui.unit ? [ui.street, ui.unit, cityLine] : [ui.street, cityLine];
}

/** The lines with breaks between them, as phrasing content (e.g. a radio's hint paragraph). */
export function AddressLineBreaks({ address }: { address: AddressLike }) {
  const messages = useAccountMessages();
  return addressLineTexts(address, messages).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export interface AddressLinesProps {
  address: AddressLike;
  id?: string;
  className?: string;
}

/** An address as an `<address>` block: line1, line2, 'city, state zip'. */
export function AddressLines({ address, id, className }: AddressLinesProps) {
  return (
    <address id={id} className={className ? `${styles.lines} ${className}` : styles.lines}>
      <AddressLineBreaks address={address} />
    </address>
  );
}
