import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { AccountTestProvider, demoProfile, type AccountHandlersOptions } from '../testing';
import { ProfileDetails, type ProfileDetailsProps } from './ProfileDetails';

function renderProfile(handlerOptions: AccountHandlersOptions = {}, props: ProfileDetailsProps = {}) {
  render(
    <AccountTestProvider handlerOptions={handlerOptions}>
      <ProfileDetails {...props} />
    </AccountTestProvider>,
  );
}

const valueOf = (list: HTMLElement, label: string) =>
  within(list).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('given the Profile screen', () => {
  it('announces loading, then shows every field of the mapped profile', async () => {
    renderProfile();
    expect(screen.getByRole('status').textContent).toBe(m.profileLoading);
    const details = await screen.findByLabelText(m.profileDetails);
    expect(valueOf(details, 'Name')).toBe('Jordan Rivera');
    expect(valueOf(details, 'Email')).toBe('jordan.rivera@example.comConfirmed');
    expect(valueOf(details, 'Loyalty Card Number')).toBe('4800000000001');
    expect(valueOf(details, 'Mobile Phone')).toBe('(513) 555-0123');
    expect(valueOf(details, 'Home Phone')).toBe('(513) 555-0188');
    expect(valueOf(details, 'Member Since')).toBe('03/05/2024');
    expect(valueOf(details, 'Registration Confirmed')).toBe('03/06/2024');
    expect(valueOf(details, 'Home Address')).toBe('1014 Vine St, Apt 4\nCincinnati, OH 45202');
    expect(valueOf(details, 'Preferred Store')).toBe('Store 00352');
  });

  it('given a shopper with no phones, address or confirmation, says what is missing', async () => {
    renderProfile({
      profile: {
        ...demoProfile,
        phones: [],
        address: null,
        isEmailConfirmed: false,
        loyaltyCardNumber: null,
        dateRegistrationConfirmed: null,
        bannerSpecificDetails: [],
      },
    });
    const details = await screen.findByLabelText(m.profileDetails);
    expect(valueOf(details, 'Email')).toBe(`jordan.rivera@example.com${m.profileEmailNotConfirmed}`);
    for (const label of ['Mobile Phone', 'Home Phone', 'Home Address', 'Preferred Store', 'Registration Confirmed']) {
      expect(valueOf(details, label)).toBe(m.profileNotProvided);
    }
  });

  it('given the profile fails over the network, shows the network message and retries', async () => {
    const user = userEvent.setup();
    renderProfile({ failures: { profile: { status: 500 } } });
    expect((await screen.findByRole('alert')).textContent).toContain(m.networkTechnicalDifficulties);
    await user.click(screen.getByRole('button', { name: m.retryButton }));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('given an anonymous visitor, renders nothing and fetches nothing', () => {
    renderProfile({}, { signedIn: false });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByLabelText(m.profileDetails)).toBeNull();
  });
});
