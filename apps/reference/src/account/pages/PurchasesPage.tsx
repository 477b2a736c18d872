import { useAccountMessages } from '@aisle/account';
import { PurchaseDetails, PurchaseHistory } from '@aisle/checkout';
import { useParams } from 'wouter';
import { orderMapUrl } from '../../checkout/orderMapUrl';
import { AccountPage } from '../AccountPage';

/**
 * Purchase History (/mypurchases), the orders the checkout placed, and one of them
 * (/mypurchases/pending/:checkoutId): one page module for both, so the first download carries one
 * entry of the page table for them, not two.
 */
export function PurchasesPage() {
  const { checkoutId } = useParams<{ checkoutId?: string }>();
  return (
    <AccountPage heading={useAccountMessages().navPurchaseHistory}>
      {checkoutId ? <PurchaseDetails checkoutId={checkoutId} mapUrl={orderMapUrl} /> : <PurchaseHistory />}
    </AccountPage>
  );
}
