'use client';

import { useCustomerServicePhone } from '@aisle/core';
import { phoneDigits } from '@aisle/core/format';
import { Link } from '@aisle/ui';
import * as styles from './CustomerServiceLine.css';

export interface CustomerServiceLineProps {
  /** A sentence holding `{phone}`, where the banner's customer service number goes as a call link. */
  template: string;
  className?: string;
}

/** A sentence with the banner's customer service number in it, a link that calls it. */
export function CustomerServiceLine({ template, className }: CustomerServiceLineProps) {
  const phone = useCustomerServicePhone();
  const [before = '', after = ''] = template.split('{phone}');
  return (
    <p className={className}>
      {before}
      <Link href={`tel:+1${phoneDigits(phone)}`} className={styles.phone}>
        {phone}
      </Link>
      {after}
    </p>
  );
}
