import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { providerWith, recordedHandlers } from '../testing/consentTesting';
import { LocationConsentModal, type LocationConsentModalProps } from './LocationConsentModal';
import { locationConsentPreference as name, useLocationConsent } from './useLocationConsent';

const consentId = '5b0e7c1e-8f5a-4c59-9d38-2f5a1f0f3c11';

/** The modal behind the selector's 'Use My Location', which also shows the consent it reads. */
function Harness(props: Partial<LocationConsentModalProps>) {
  const signedIn = props.signedIn ?? true;
  const [open, setOpen] = useState(true);
  const { consent } = useLocationConsent({ signedIn });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Use My Location
      </button>
      <p>Consent: {consent}</p>
      <LocationConsentModal
        open={open}
        onOpenChange={setOpen}
        onDecision={() => undefined}
        {...props}
        signedIn={signedIn}
      />
    </>
  );
}

function renderModal(props: Partial<LocationConsentModalProps> = {}, options: SchedulingHandlersOptions = {}) {
  const user = userEvent.setup();
  const onDecision = vi.fn();
  const onSaveError = vi.fn();
  const { calls, handlers } = recordedHandlers(options);
  render(<Harness onDecision={onDecision} onSaveError={onSaveError} {...props} />, { wrapper: providerWith(handlers) });
  // What was sent beyond reading the consent.
  const saves = () => calls.filter((call) => call.method !== 'GET');
  return { user, onDecision, onSaveError, calls, saves };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const button = (name: string) => screen.getByRole('button', { name });
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function expectStep(title: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: title });
  expect(dialog(title)).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe('given the location consent modal, open', () => {
  it('offers location access with its three choices and the privacy policy, focus on its heading', async () => {
    renderModal();
    await expectStep('Allow Location Access');
    const offer = within(dialog('Allow Location Access'));
    offer.getByText('Share your location to find stores and ways to shop near you. You can change this at any time.');
    // The header's close button, then the footer's, the main one last.
    expect(offer.getAllByRole('button').map((each) => each.getAttribute('aria-label') ?? each.textContent)).toEqual([
      'Close',
      'How it Works',
      'No Thanks',
      'Allow',
    ]);
    expect(offer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/i/privacy-policy');
  });

  it('after How it Works lists the five topics in order, and Allow there leads to the device setting', async () => {
    const { user } = renderModal();
    await user.click(button('How it Works'));
    await expectStep('How it Works');
    const topics = within(dialog('How it Works')).getAllByRole('heading', { level: 3 });
    expect(topics.map((topic) => topic.textContent)).toEqual([
      'Find a Store',
      'Ways to Shop',
      'Shopping in-store',
      'Picking up your order',
      'At the Fuel Center',
    ]);
    screen.getByText('See the stores nearest to you first.');
    expect(screen.queryByRole('button', { name: 'No Thanks' })).toBeNull();
    await user.click(button('Allow'));
    await expectStep('Lets Enable Your Device Setting');
  });

  it('after Allow on the offer goes straight to the device setting, with Continue', async () => {
    const { user, saves } = renderModal();
    await user.click(button('Allow'));
    await expectStep('Lets Enable Your Device Setting');
    screen.getByText(/When your browser asks, allow this site to use your location\./);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    button('Continue');
    // Allow is a step, not the answer: the answer is Continue.
    expect(saves()).toEqual([]);
  });

  it('after Continue saves consent as true, closes, tells the caller, and opens again on the offer', async () => {
    const { user, onDecision, onSaveError, saves } = renderModal();
    await user.click(button('Allow'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await closed();
    expect(onDecision).toHaveBeenCalledExactlyOnceWith(true);
    await waitFor(() =>
      expect(saves()).toEqual([
        { method: 'POST', path: '', names: null, body: { preferences: [{ name, value: 'true' }] } },
      ]),
    );
    screen.getByText('Consent: granted');
    expect(onSaveError).not.toHaveBeenCalled();

    await user.click(button('Use My Location'));
    await expectStep('Allow Location Access');
  });

  it('after No Thanks saves consent as false under its version key, closes and tells the caller', async () => {
    const { user, onDecision, saves } = renderModal(
      {},
      { initialPreferences: [{ name, value: 'true', id: consentId, versionKey: '4' }] },
    );
    await screen.findByText('Consent: granted');
    await user.click(button('No Thanks'));
    await closed();
    expect(onDecision).toHaveBeenCalledExactlyOnceWith(false);
    await waitFor(() =>
      expect(saves()).toEqual([
        { method: 'PUT', path: `/${consentId}`, names: null, body: { value: 'false', versionKey: '4' } },
      ]),
    );
    screen.getByText('Consent: denied');
  });

  it.each([
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the close button', (user: ReturnType<typeof userEvent.setup>) => user.click(button('Close'))],
  ])('after closing with %s saves nothing, decides nothing, and opens again on the offer', async (_way, close) => {
    const { user, onDecision, saves } = renderModal();
    await user.click(button('Allow'));
    await expectStep('Lets Enable Your Device Setting');
    await close(user);
    await closed();
    expect(onDecision).not.toHaveBeenCalled();
    expect(saves()).toEqual([]);
    screen.getByText('Consent: unknown');

    await user.click(button('Use My Location'));
    await expectStep('Allow Location Access');
  });

  it('when saving fails still closes and passes the decision on, the answer holding for the visit; the caller hears of the failure', async () => {
    const { user, onDecision, onSaveError, saves } = renderModal({}, { failures: { addPreferences: { status: 503 } } });
    await user.click(button('No Thanks'));
    await closed();
    expect(onDecision).toHaveBeenCalledExactlyOnceWith(false);
    await waitFor(() => expect(onSaveError).toHaveBeenCalledOnce());
    expect(onSaveError.mock.calls[0]?.[0]).toMatchObject({ status: 503 });
    expect(saves()).toHaveLength(1);
    // Nothing is shown for it: the shopper has moved on, and there is nothing for them to do.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    screen.getByText('Consent: denied');
  });
});

describe('given a signed-out shopper', () => {
  it('after Continue keeps the answer for the visit and sends nothing', async () => {
    const { user, onDecision, calls } = renderModal({ signedIn: false });
    await user.click(button('Allow'));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await closed();
    expect(onDecision).toHaveBeenCalledExactlyOnceWith(true);
    await screen.findByText('Consent: granted');
    expect(calls).toEqual([]);
  });
});
