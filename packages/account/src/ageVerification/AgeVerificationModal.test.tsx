import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AgeVerificationModal, type AgeVerificationModalProps } from './AgeVerificationModal';

const items = [
  { id: '1', name: 'Red Table Wine', imageSrc: '/wine.png' },
  { id: '2', name: 'Craft Lager 6 Pack', imageSrc: '/lager.png' },
];

/** The modal behind a button that opens it, as a checkout page would hold it. */
function Harness(props: Partial<AgeVerificationModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Check out
      </button>
      <AgeVerificationModal
        open={open}
        onOpenChange={setOpen}
        items={items}
        minimumAge={21}
        termsContent={<p>You must be of legal age to buy these items.</p>}
        onContinue={() => Promise.resolve()}
        {...props}
      />
    </>
  );
}

function renderModal(props: Partial<AgeVerificationModalProps> = {}) {
  const user = userEvent.setup();
  render(
    <AccountTestProvider>
      <Harness {...props} />
    </AccountTestProvider>,
  );
  return { user };
}

const dateField = () => screen.getByRole('textbox', { name: /Date of birth/ });
// By text: happy-dom counts the enclosing <label for="…checkbox"> as the button's label too, unlike browsers.
const termsControl = () => screen.getByText('Terms & Conditions', { selector: 'button' });
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ });

describe('given the age verification modal, open', () => {
  it('is a dialog named by its title, with the items as thumbnails, focus on the date', async () => {
    renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Age Verification Required' });
    expect(dialog).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Age-restricted items' });
    expect([...list.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      'Red Table Wine',
      'Craft Lager 6 Pack',
    ]);
    await waitFor(() => expect(document.activeElement).toBe(dateField()));
    expect(screen.getByRole('link', { name: 'Back to Cart' }).getAttribute('href')).toBe('/cart');
  });

  it('after an empty Continue shows both messages and focuses the date', async () => {
    const onContinue = vi.fn(() => Promise.resolve());
    const { user } = renderModal({ onContinue });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Please enter a valid date.');
    screen.getByText('Please agree to the Terms & Conditions.');
    expect(document.activeElement).toBe(dateField());
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('says nothing of an empty date the shopper leaves, so the terms link stays where it was', async () => {
    const { user } = renderModal();
    await user.click(dateField());
    await user.tab();
    expect(screen.queryByText('Please enter a valid date.')).toBeNull();
    // A partly typed date is checked on leaving it.
    await user.type(dateField(), '0314');
    await user.tab();
    await screen.findByText('Please enter a valid date.');
    // Corrected, the message goes as the date is completed.
    await user.type(dateField(), '1990');
    await waitFor(() => expect(screen.queryByText('Please enter a valid date.')).toBeNull());
  });

  it('after a date too recent for the minimum age shows the minimum-age message', async () => {
    const { user } = renderModal();
    // The clock says 11/22/2026: born a day short of 21 years.
    await user.type(dateField(), '11232005');
    await user.tab();
    await screen.findByText('Items in your order require a minimum age of 21.');
  });

  it('focuses the terms box when only it is wrong', async () => {
    const { user } = renderModal();
    await user.type(dateField(), '03141990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Please agree to the Terms & Conditions.');
    expect(document.activeElement).toBe(termsBox());
  });

  it('after Continue with a valid form sends YYYY-MM-DD, busy until it resolves, then closes', async () => {
    let resolve: () => void = () => undefined;
    const onContinue = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const { user } = renderModal({ onContinue });
    await user.type(dateField(), '11222005');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onContinue).toHaveBeenCalledWith('2005-11-22'));
    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next.getAttribute('aria-busy')).toBe('true');
    // A second press while busy sends nothing more.
    await user.click(next);
    expect(onContinue).toHaveBeenCalledTimes(1);
    resolve();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('after a failed Continue keeps the date and the tick and shows the error', async () => {
    const onContinue = vi.fn(() => Promise.reject(new Error('boom')));
    const { user } = renderModal({ onContinue });
    await user.type(dateField(), '03141990');
    await user.click(termsBox());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't verify your age right now. Please try again.");
    expect((dateField() as HTMLInputElement).value).toBe('03/14/1990');
    expect((termsBox() as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('after Terms & Conditions shows the terms, focuses their heading, and Back keeps the typed date', async () => {
    const { user } = renderModal();
    await user.type(dateField(), '03141990');
    await user.click(termsControl());
    const heading = await screen.findByRole('heading', { name: 'Terms & Conditions' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('dialog', { name: 'Terms & Conditions' })).toBeTruthy();
    screen.getByText('You must be of legal age to buy these items.');
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(document.activeElement).toBe(termsControl()));
    expect((dateField() as HTMLInputElement).value).toBe('03/14/1990');
  });

  it('after closing and opening again starts empty', async () => {
    const { user } = renderModal();
    await user.type(dateField(), '03141990');
    await user.click(termsBox());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Check out' }));
    await screen.findByRole('dialog', { name: 'Age Verification Required' });
    expect((dateField() as HTMLInputElement).value).toBe('');
    expect((termsBox() as HTMLInputElement).checked).toBe(false);
  });
});
