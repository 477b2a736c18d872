'use client';

import type { Address } from '@aisle/contracts';
import { format } from '@aisle/ui';
import { Fragment } from 'react';
import { useAccountMessages, type AccountMessages } from '../messages';
import * as styles from './addressBook.css';

/** An address's lines as the cards show them (spec §2): street, unit when there is one, then 'city, state zip'. */
export function addressLineTexts(address: Address, messages: AccountMessages): string[] {
  const { street, unit, locality, region, postalCode } = address;
  const cityLine = format(messages.addressCityLine, { city: locality, state: region, zip: postalCode });
  return unit ? [street, unit, cityLine] : [street, cityLine];
}

/** The lines with breaks between them, as phrasing content (e.g. a radio's hint paragraph). */
export function AddressLineBreaks({ address }: { address: Address }) {
  const messages = useAccountMessages();
  return addressLineTexts(address, messages).map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

export interface AddressLinesProps {
  address: Address;
  id?: string;
  className?: string;
}

/** An address as an `<address>` block: street, unit, 'city, state zip'. */
export function AddressLines({ address, id, className }: AddressLinesProps) {
  return (
    <address id={id} className={className ? `${styles.lines} ${className}` : styles.lines}>
      <AddressLineBreaks address={address} />
    </address>
  );
}
