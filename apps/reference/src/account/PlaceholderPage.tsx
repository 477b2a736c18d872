import { accountRoutes, useAccountMessages, type AccountMessages } from '@aisle/account';
import { Link, Stack } from '@aisle/ui';
import type { ReactNode } from 'react';
import { placeholderMessages as messages } from './placeholderMessages';
import * as styles from '../pages/pages.css';
import { AccountPage } from './AccountPage';

export interface PlaceholderPageProps {
  /** The account message naming the page: its heading even where the navigation hides the entry. */
  title?: keyof AccountMessages;
  /** A heading that is not an account message as it stands (e.g. the banner's membership name). */
  heading?: ReactNode;
}

/** A route owned by a later package (wallet, purchases, points, membership, prescriptions): its heading for now. */
export function PlaceholderPage({ title, heading }: PlaceholderPageProps) {
  const account = useAccountMessages();
  return (
    <AccountPage heading={heading ?? (title ? account[title] : undefined)}>
      <Stack space="4">
        <p className={styles.body}>{messages.placeholderBody}</p>
        <Link href={accountRoutes.dashboard}>{messages.backToAccount}</Link>
      </Stack>
    </AccountPage>
  );
}
