// The substitution text of a cart line (scheduling spec §5; ambiguity 4 of the checklist).
import type { Product } from '@aisle/contracts/scheduling';
import type { ItemMessages } from '../itemMessages';

/** The policies a cart line can carry (§3 "Cart line"). */
export const substitutionPolicies = ['SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE'] as const;
export type SubstitutionPolicy = (typeof substitutionPolicies)[number];

export type SubstitutionMessages = Pick<
  ItemMessages,
  'substitutionAllowed' | 'substitutionNotAllowed' | 'substitutionBackup'
>;

/** What the line says about substitutes: a plain sentence, or 'Backup:' and the backup's description. */
export type SubstitutionWords = { text: string } | { label: string; backup: string };

/**
 * The policy as the UI reads it. Anything it does not know (a new service value, a typo, nothing
 * at all) reads as NONE: promising a substitute the store will not make is worse than not
 * mentioning one (ambiguity 4).
 */
export function readSubstitutionPolicy(policy: string | null | undefined): SubstitutionPolicy {
  return substitutionPolicies.find((known) => known === policy) ?? 'NONE';
}

/**
 * SHOPPER_CHOICE → 'Substitutions allowed'; NONE (and unknown values) → 'Substitutions not
 * allowed'; CUSTOMER_CHOICE → 'Backup:' and the chosen item's description. A CUSTOMER_CHOICE whose
 * backup is not known (its product not loaded) still allows a substitute, so it reads as allowed
 * rather than 'Backup:' followed by nothing.
 */
export function substitutionWords(
  policy: string | null | undefined,
  backup: Pick<Product, 'description'> | undefined,
  messages: SubstitutionMessages,
): SubstitutionWords {
  switch (readSubstitutionPolicy(policy)) {
    case 'SHOPPER_CHOICE':
      return { text: messages.substitutionAllowed };
    case 'CUSTOMER_CHOICE':
      return backup?.description
        ? { label: messages.substitutionBackup, backup: backup.description }
        : { text: messages.substitutionAllowed };
    case 'NONE':
      return { text: messages.substitutionNotAllowed };
  }
}
