'use client';

import type { Checkout, CheckoutContact } from '@aisle/contracts/checkout';
import { useBanner } from '@aisle/core';
import { formatPhoneDashed } from '@aisle/core/format';
import { Alert, Button } from '@aisle/ui';
import { useState } from 'react';
import { useCheckoutMessages } from '../../messages';
import { PaymentBlock } from '../paymentBlock';
import * as block from '../paymentBlock/PaymentBlock.css';
import { ContactDrawer, type EmailOptIn } from './ContactDrawer';

export interface ContactInfoProps {
  checkout: Checkout;
  /** What Place order found missing ('Phone number is required', …), shown in the block. */
  problems?: readonly string[];
  /** Saves the contact (the "Update fulfillment" PUT); resolves to the failure's message, if any. */
  onSave(contact: CheckoutContact): Promise<string | undefined>;
  emailOptIn?: EmailOptIn | undefined;
}

/**
 * Contact info (§2): the name and phone the order is for, the phone shown ddd-ddd-dddd, with 'Edit
 * Info' opening the contact drawer. The e-mail opt-in is the host's to offer, and hidden on the
 * banners that hide it (Harris Teeter, §2).
 */
export function ContactInfo({ checkout, problems = [], onSave, emailOptIn }: ContactInfoProps) {
  const messages = useCheckoutMessages();
  const { features } = useBanner();
  const [open, setOpen] = useState(false);
  const { contact } = checkout.fulfillment;
  const name = [contact.firstName, contact.lastName].filter((part) => part.trim()).join(' ');
  const phone = formatPhoneDashed(contact.phone);
  return (
    <PaymentBlock
      title={messages.paymentPageContactTitle}
      action={
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {messages.paymentPageEditInfo}
        </Button>
      }
    >
      {name || phone ? (
        <div>
          {name && <p className={block.text}>{name}</p>}
          {phone && <p className={block.text}>{phone}</p>}
        </div>
      ) : (
        <p className={block.secondaryText}>{messages.paymentPageContactMissing}</p>
      )}
      {problems.length > 0 && (
        <Alert tone="error">
          {problems.map((problem) => (
            <p key={problem} className={block.text}>
              {problem}
            </p>
          ))}
        </Alert>
      )}
      <ContactDrawer
        open={open}
        onOpenChange={setOpen}
        contact={contact}
        onSave={onSave}
        emailOptIn={features.emailOptInHidden ? undefined : emailOptIn}
      />
    </PaymentBlock>
  );
}
