'use client';

import type { Product } from '@aisle/contracts/scheduling';
import type { HTMLAttributes } from 'react';
import { useSchedulingWords } from '../../words';
import { itemMessages } from '../itemMessages';
import * as styles from './SubstitutionText.css';
import { substitutionWords } from './substitutionRules';

export interface SubstitutionTextProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The cart line's substitutionPolicy: SHOPPER_CHOICE, CUSTOMER_CHOICE or NONE. */
  policy: string | null | undefined;
  /** The backup the shopper chose, for CUSTOMER_CHOICE. */
  backup?: Pick<Product, 'description'>;
}

/** A cart line's substitution choice in words (§5): 'Substitutions allowed', '… not allowed' or 'Backup: …'. */
export function SubstitutionText({ policy, backup, className, ...rest }: SubstitutionTextProps) {
  const words = substitutionWords(policy, backup, useSchedulingWords(itemMessages));
  const classes = className ? `${styles.text} ${className}` : styles.text;
  return (
    <span {...rest} className={classes}>
      {'text' in words ? (
        words.text
      ) : (
        <>
          <span className={styles.label}>{words.label}</span> {words.backup}
        </>
      )}
    </span>
  );
}
