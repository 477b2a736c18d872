import { ToastRegion, toast } from '@aisle/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { AccountTestProvider, accountHandlers, demoProfile, type AccountHandlersOptions } from '../testing';
import { ProfileDetails, type ProfileDetailsProps } from './ProfileDetails';

beforeEach(() => toast.dismiss());

function renderProfile(handlerOptions: AccountHandlersOptions = {}, props: ProfileDetailsProps = {}) {
  const updates: unknown[] = [];
  const reads: string[] = [];
  const record = http.all('*', async ({ request }) => {
    if (request.method === 'PUT') updates.push(await request.clone().json());
    else reads.push(new URL(request.url).pathname);
  });
  render(
    <AccountTestProvider handlers={[record, ...accountHandlers(handlerOptions)]}>
      <ProfileDetails {...props} />
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>,
  );
  return { user: userEvent.setup(), updates, reads };
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
    // The preferred store is its own section, PreferredStore, with the store's name.
    expect(within(details).queryByText('Preferred Store')).toBeNull();
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
    for (const label of ['Mobile Phone', 'Home Phone', 'Home Address', 'Registration Confirmed']) {
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

type User = ReturnType<typeof userEvent.setup>;

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

async function openForm(user: User) {
  await user.click(await screen.findByRole('button', { name: m.profileEditButton }));
  await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
}

async function retype(user: User, name: string, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

describe('given the shopper edits the profile', () => {
  it('opens the form in place of the details with the names and phones filled, focus on First Name', async () => {
    const { user } = renderProfile();
    await openForm(user);
    expect(screen.getByRole('form', { name: m.profileFormLabel })).toBeTruthy();
    expect(field('First Name').value).toBe('Jordan');
    expect(field('Last Name').value).toBe('Rivera');
    expect(field('Mobile Phone').value).toBe('(513) 555-0123');
    expect(field('Home Phone').value).toBe('(513) 555-0188');
    // The e-mail address is the sign-in: shown, not a field.
    expect(screen.getByText('jordan.rivera@example.com')).toBeTruthy();
    expect(screen.getByText(m.profileEmailFixed)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Email/ })).toBeNull();
    expect(screen.queryByRole('button', { name: m.profileEditButton })).toBeNull();
  });

  it('after saving, puts the names and +1 phones, toasts, shows the saved details and focuses the heading', async () => {
    const { user, updates } = renderProfile();
    await openForm(user);
    await retype(user, 'First Name', 'Avery Ann');
    await retype(user, 'Last Name', 'O’Brien');
    await retype(user, 'Mobile Phone', '1-513-555-0999');
    await retype(user, 'Home Phone', '');
    await user.click(screen.getByRole('button', { name: m.saveProfileButton }));

    expect(await screen.findByText(m.profileUpdatedToast)).toBeTruthy();
    expect(updates).toEqual([
      { firstName: 'Avery Ann', lastName: 'O’Brien', phones: [{ kind: 'MOBILE', number: '+15135550999' }] },
    ]);
    const details = screen.getByLabelText(m.profileDetails);
    expect(valueOf(details, 'Name')).toBe('Avery Ann O’Brien');
    expect(valueOf(details, 'Mobile Phone')).toBe('(513) 555-0999');
    expect(valueOf(details, 'Home Phone')).toBe(m.profileNotProvided);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: m.profileDetails }));
  });

  it('shows the saved profile without reading it again', async () => {
    const { user, reads } = renderProfile();
    await openForm(user);
    const readsBefore = reads.length;
    await user.click(screen.getByRole('button', { name: m.saveProfileButton }));
    await screen.findByText(m.profileUpdatedToast);
    expect(reads.slice(readsBefore)).toEqual([]);
  });

  it('after Save with mistakes, sends nothing, tells each field, keeps what was typed and focuses the first', async () => {
    const { user, updates } = renderProfile();
    await openForm(user);
    await retype(user, 'First Name', '');
    await retype(user, 'Last Name', 'Rivera 2');
    await retype(user, 'Mobile Phone', '555-0123');
    await user.click(screen.getByRole('button', { name: m.saveProfileButton }));

    await waitFor(() => expect(document.activeElement).toBe(field('First Name')));
    const described = (name: string) => {
      const ids = field(name).getAttribute('aria-describedby') ?? '';
      return ids
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    };
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(described('First Name')).toContain('First Name is required');
    expect(described('Last Name')).toContain(
      'Last Name can only use letters, spaces, hyphens, apostrophes and periods',
    );
    expect(described('Mobile Phone')).toContain('Mobile Phone must be a 10-digit phone number');
    expect(field('Last Name').value).toBe('Rivera 2');
    expect(field('Mobile Phone').value).toBe('555-0123');
    expect(updates).toEqual([]);
  });

  it.each([
    [
      'the service refuses a field',
      { status: 400, code: 'CONSTRAINT_VIOLATION_EXCEPTION' } as const,
      m.profileUpdateInvalid,
    ],
    ['the service fails', { status: 503, code: 'SERVICE_DOWN' } as const, m.profileUpdateFailed],
    ['the network fails', 'network-error' as const, m.networkTechnicalDifficulties],
  ])('after a save where %s, tells it in an alert and keeps every typed value', async (_name, failure, message) => {
    const { user } = renderProfile({ failures: { updateProfile: failure } });
    await openForm(user);
    await retype(user, 'First Name', 'Avery');
    await retype(user, 'Home Phone', '513 555 0100');
    await user.click(screen.getByRole('button', { name: m.saveProfileButton }));

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(field('First Name').value).toBe('Avery');
    expect(field('Home Phone').value).toBe('513 555 0100');
    expect(screen.queryByText(m.profileUpdatedToast)).toBeNull();
  });

  it('after Cancel, shows the details unchanged and puts focus back on Edit Profile', async () => {
    const { user, updates } = renderProfile();
    await openForm(user);
    await retype(user, 'First Name', 'Someone Else');
    await user.click(screen.getByRole('button', { name: m.cancelButton }));

    const edit = screen.getByRole('button', { name: m.profileEditButton });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(valueOf(screen.getByLabelText(m.profileDetails), 'Name')).toBe('Jordan Rivera');
    expect(updates).toEqual([]);
  });
});
