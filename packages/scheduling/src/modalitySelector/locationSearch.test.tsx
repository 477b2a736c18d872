import { preferenceNames } from '@aisle/contracts/scheduling';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schedulingHandlers, type SchedulingHandlersOptions } from '../testing/schedulingHandlers';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ModalitySelector } from './ModalitySelector';

type PositionAnswer = { lat: number; lng: number } | { code: number };

function deviceAt(answer: PositionAnswer) {
  const getCurrentPosition = vi.fn((located: PositionCallback, failed?: PositionErrorCallback | null) => {
    if ('code' in answer) failed?.({ code: answer.code, message: 'no' } as GeolocationPositionError);
    else located({ coords: { latitude: answer.lat, longitude: answer.lng } } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderSelector(signedIn: boolean, handlerOptions: SchedulingHandlersOptions = {}) {
  render(
    <SchedulingTestProvider handlers={schedulingHandlers(handlerOptions)}>
      <ModalitySelector signedIn={signedIn} onModalityChange={() => undefined} />
    </SchedulingTestProvider>,
  );
  return userEvent.setup();
}

describe('searching by the device’s location', () => {
  it('asks for consent first, then lists the stores near the device', async () => {
    const getCurrentPosition = deviceAt({ lat: 39.11, lng: -84.51 });
    const user = renderSelector(false);
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    const consent = await screen.findByRole('dialog', { name: 'Allow Location Access' });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await user.click(within(consent).getByRole('button', { name: 'Allow' }));
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('region', { name: 'Stores near your location' })).toBeTruthy();
  });

  it('with consent already saved, locates at once', async () => {
    const getCurrentPosition = deviceAt({ lat: 39.11, lng: -84.51 });
    const user = renderSelector(true, {
      initialPreferences: [{ name: preferenceNames.geolocationConsentModalitySelector, value: 'true' }],
    });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByRole('region', { name: 'Stores near your location' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('after No Thanks, never asks the device', async () => {
    const getCurrentPosition = deviceAt({ lat: 39.11, lng: -84.51 });
    const user = renderSelector(false);
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    await user.click(await screen.findByRole('button', { name: 'No Thanks' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('says so when the browser refuses the location (code 1), and otherwise when it cannot find it', async () => {
    deviceAt({ code: 1 });
    const user = renderSelector(true, {
      initialPreferences: [{ name: preferenceNames.geolocationConsentModalitySelector, value: 'true' }],
    });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Location access was denied. Enter a ZIP code instead.',
    );
    deviceAt({ code: 2 });
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find your location. Enter a ZIP code instead.',
    );
  });
});

describe('a failed search by location', () => {
  it('says it could not load the ways to shop near the shopper’s location, not a postal code', async () => {
    deviceAt({ lat: 39.11, lng: -84.51 });
    const user = renderSelector(true, {
      initialPreferences: [{ name: preferenceNames.geolocationConsentModalitySelector, value: 'true' }],
      failures: { modalityOptions: { status: 503 } },
    });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: "sorry, it's not you, it's us" })).toBeTruthy();
    expect(
      within(panel).getByText('We could not load the ways to shop near your location. Please try again in a moment.'),
    ).toBeTruthy();
  });

  it('never flags the postal code when the service refuses the place', async () => {
    deviceAt({ lat: 39.11, lng: -84.51 });
    const user = renderSelector(true, {
      initialPreferences: [{ name: preferenceNames.geolocationConsentModalitySelector, value: 'true' }],
      failures: { modalityOptions: { status: 400, code: 'INVALID_POSTAL_CODE' } },
    });
    await user.click(screen.getByRole('button', { name: 'Pickup' }));
    await user.click(screen.getByRole('button', { name: 'Use My Location' }));
    expect(await screen.findByRole('heading', { name: 'No Stores Are Available' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'ZIP Code' }).getAttribute('aria-invalid')).not.toBe('true');
  });
});
