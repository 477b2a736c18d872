import type { BannerId } from '@aisle/contracts';
import type { MessageOverrides } from '@aisle/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { referenceStringTables } from '../../testing/handlers/stringTableHandlers';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { MembershipDeliveryMessage, type MembershipDeliveryMessageProps } from './MembershipDeliveryMessage';

const disclaimer = '* $35 minimum on qualifying orders. Restrictions may apply.';

function renderMessage(
  props: MembershipDeliveryMessageProps,
  { banner = 'kroger', cart }: { banner?: BannerId; cart?: string } = {},
) {
  const { container } = render(
    <SchedulingTestProvider handlers={[]} banner={banner} routes={cart ? { storefront: { cart } } : undefined}>
      <MembershipDeliveryMessage {...props} />
    </SchedulingTestProvider>,
  );
  const [claim, note] = Array.from(container.querySelectorAll('p'));
  return { claim, note, user: userEvent.setup() };
}

describe('a BST or BSTL member', () => {
  it('at the threshold gets free delivery, with the disclaimer and nothing to do', () => {
    const { claim, note } = renderMessage({ membership: { type: 'BST', freeThreshold: 35 }, subtotal: 35 });
    expect(claim?.textContent).toBe('Your Boost membership gets this order free delivery.*');
    expect(note?.textContent).toBe(disclaimer);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('below it is told how much more to spend, with Keep Shopping to the cart', () => {
    const { claim } = renderMessage({ membership: { type: 'BSTL', freeThreshold: 35 }, subtotal: 22.51 });
    expect(claim?.textContent).toBe('Add $12.49 more to get free delivery with Boost Essential.* Keep Shopping');
    expect(screen.getByRole('link', { name: 'Keep Shopping' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByText(disclaimer)).toBeTruthy();
  });

  it('reaches Keep Shopping from the keyboard, at the host’s cart', async () => {
    const { user } = renderMessage(
      { membership: { type: 'BST', freeThreshold: 35 }, subtotal: 0 },
      { cart: '/shopping/cart' },
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Keep Shopping' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('/shopping/cart');
  });

  it('counts to the quotes’ own threshold, and the disclaimer names it', () => {
    const { claim, note } = renderMessage({ membership: { type: 'BST', freeThreshold: 50 }, subtotal: 40 });
    expect(claim?.textContent).toBe('Add $10.00 more to get free delivery with Boost.* Keep Shopping');
    expect(note?.textContent).toBe('* $50 minimum on qualifying orders. Restrictions may apply.');
  });

  it('counts a subtotal not known yet as nothing spent', () => {
    const { claim } = renderMessage({ membership: { type: 'BST', freeThreshold: 35 }, subtotal: undefined });
    expect(claim?.textContent).toContain('Add $35.00 more');
  });

  it('shows the quotes’ message as the disclaimer when they carry one', () => {
    const { note } = renderMessage({
      membership: { type: 'BST', freeThreshold: 35 },
      subtotal: 50,
      message: '* Free delivery on orders of $35 or more.',
    });
    expect(note?.textContent).toBe('* Free delivery on orders of $35 or more.');
  });

  it('keeps the mark off the screen reader: the disclaimer says it', () => {
    const { claim } = renderMessage({ membership: { type: 'BST', freeThreshold: 35 }, subtotal: 35 });
    expect(claim?.querySelector('[aria-hidden="true"]')?.textContent).toBe('*');
  });
});

describe('everyone else (§6: the promo shows when membership is not BST or BSTL)', () => {
  it.each([undefined, 'HTEL', 'HTPL'])('with membership %s sees the delivery promo', (type) => {
    const { claim, note } = renderMessage({ membership: { type, freeThreshold: 35 }, subtotal: 50 });
    expect(claim?.textContent).toBe('Get free delivery on orders of $35 or more with Boost.*');
    expect(note?.textContent).toBe(disclaimer);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names the banner’s programme, and a missing membership reads as the default threshold', () => {
    const { claim } = renderMessage({ membership: undefined, subtotal: 10 }, { banner: 'harristeeter' });
    expect(claim?.textContent).toBe('Get free delivery on orders of $35 or more with HTPlus.*');
  });
});

describe('its words from the string table’s membershipMessages (§7, MEMB-20)', () => {
  const tables = referenceStringTables('Kroger');
  const upfront = tables['checkout/upfront-timeslots'];
  const stringTables = {
    ...tables,
    'checkout/upfront-timeslots': {
      ...upfront,
      membershipMessages: {
        ...upfront.membershipMessages,
        memberFree: '{plan} delivers this one free.',
        disclaimer: '* See terms.',
      },
    },
  };

  function renderFromTable(messages?: MessageOverrides) {
    const { container } = render(
      <SchedulingTestProvider handlerOptions={{ stringTables }} messages={messages}>
        <MembershipDeliveryMessage membership={{ type: 'BST', freeThreshold: 35 }} subtotal={40} />
      </SchedulingTestProvider>,
    );
    return () => Array.from(container.querySelectorAll('p')).map((paragraph) => paragraph.textContent);
  }

  it('says the message table’s words at once, then the table’s once it has loaded', async () => {
    const texts = renderFromTable();
    expect(texts()).toEqual(['Your Boost membership gets this order free delivery.*', disclaimer]);
    await waitFor(() => expect(texts()).toEqual(['Boost delivers this one free.*', '* See terms.']));
  });

  it('keeps the host’s own words over the table’s: the host is in charge', async () => {
    const texts = renderFromTable({ scheduling: { filterMemberFree: 'Free with {plan}!' } });
    await waitFor(() => expect(texts()[1]).toBe('* See terms.'));
    expect(texts()[0]).toBe('Free with Boost!*');
  });
});
