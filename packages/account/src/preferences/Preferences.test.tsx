import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { communicationPaths } from '@aisle/contracts/account';
import { accountMessages as m } from '../messages';
import {
  AccountTestProvider,
  accountHandlers,
  demoEmailPreferences,
  demoProfile,
  type AccountHandlersOptions,
} from '../testing';
import { Preferences, type PreferencesProps } from './Preferences';

function renderPreferences(handlerOptions: AccountHandlersOptions = {}, props: PreferencesProps = {}) {
  const requests: { method: string; url: URL; body: unknown; headers: Headers }[] = [];
  const record = http.all('*', async ({ request }) => {
    const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
    requests.push({ method: request.method, url: new URL(request.url), body, headers: request.headers });
  });
  render(
    <AccountTestProvider handlers={[record, ...accountHandlers(handlerOptions)]}>
      <Preferences {...props} />
    </AccountTestProvider>,
  );
  return { user: userEvent.setup(), requests };
}

const emailSection = () => screen.getByRole('region', { name: m.emailPreferencesHeading });
const smsSection = () => screen.getByRole('region', { name: m.smsPreferencesHeading });
const emailPosts = <T extends { method: string; url: URL }>(requests: T[]) =>
  requests.filter((r) => r.method !== 'GET' && r.url.pathname.includes('email-preferences'));

describe('given the Preferences screen for a signed-in shopper', () => {
  it('lists the email categories by their short description, ExpressLane Offers as HTPlus Offers', async () => {
    renderPreferences();
    expect(within(emailSection()).getByText(m.emailPreferencesLoading)).toBeTruthy();
    const weeklyAd = await screen.findByRole('checkbox', { name: 'Weekly Ad' });
    expect(weeklyAd).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'HTPlus Offers' })).toHaveProperty('checked', false);
    expect(screen.queryByRole('checkbox', { name: 'ExpressLane Offers' })).toBeNull();
    expect(screen.getByText('Our weekly ad, every Wednesday.')).toBeTruthy();
    expect(screen.getByText(m.emailChangesNote)).toBeTruthy();
  });

  it('after saving, posts each lowercased category with its boolean and announces it', async () => {
    const { user, requests } = renderPreferences();
    await user.click(await screen.findByRole('checkbox', { name: 'Specials & Promotions' }));
    await user.click(screen.getByRole('button', { name: m.saveEmailPreferencesButton }));
    expect(await within(emailSection()).findByText(m.emailPreferencesSaved)).toBeTruthy();
    expect(emailPosts(requests)[0]?.body).toEqual([
      { emailPreferencesCategory: 'weekly ad', emailPreferences: true },
      { emailPreferencesCategory: 'specials & promotions', emailPreferences: true },
      { emailPreferencesCategory: 'monthly newsletter', emailPreferences: true },
      { emailPreferencesCategory: 'expresslane offers', emailPreferences: false },
    ]);
  });

  it('after a failed save, keeps every tick and shows the technical-difficulties message', async () => {
    const { user } = renderPreferences({ failures: { updateEmailPreferences: { status: 500 } } });
    await user.click(await screen.findByRole('checkbox', { name: 'Weekly Ad' }));
    await user.click(screen.getByRole('checkbox', { name: 'HTPlus Offers' }));
    await user.click(screen.getByRole('button', { name: m.saveEmailPreferencesButton }));
    expect((await within(emailSection()).findByRole('alert')).textContent).toContain(m.emailTechnicalDifficulties);
    expect(screen.getByRole('checkbox', { name: 'Weekly Ad' })).toHaveProperty('checked', false);
    expect(screen.getByRole('checkbox', { name: 'HTPlus Offers' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: m.saveEmailPreferencesButton }).getAttribute('aria-busy')).toBeNull();
  });

  it('after a save that loses the network, shows the offline message', async () => {
    const { user } = renderPreferences({ failures: { updateEmailPreferences: 'network-error' } });
    await user.click(await screen.findByRole('button', { name: m.saveEmailPreferencesButton }));
    expect((await within(emailSection()).findByRole('alert')).textContent).toContain(m.emailOffline);
  });

  it('given the list fails to load, shows the message and a retry', async () => {
    renderPreferences({ failures: { emailPreferences: { status: 500 } } });
    expect((await within(emailSection()).findByRole('alert')).textContent).toContain(m.emailTechnicalDifficulties);
    expect(within(emailSection()).getByRole('button', { name: m.retryButton })).toBeTruthy();
  });

  it('given NO_PREFERRED_STORE, shows its own message and no retry', async () => {
    renderPreferences({ failures: { emailPreferences: { status: 400, code: 'NO_PREFERRED_STORE' } } });
    expect(await within(emailSection()).findByText(m.noPreferredStore)).toBeTruthy();
    expect(within(emailSection()).queryByRole('button', { name: m.retryButton })).toBeNull();
    expect(within(emailSection()).queryByRole('alert')).toBeNull();
  });

  it('lists the SMS types with title, description and unsubscribe note', async () => {
    renderPreferences();
    const clicklist = await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle });
    expect(clicklist).toHaveProperty('checked', true);
    expect(within(smsSection()).getByRole('checkbox', { name: m.smsPromotionalTitle })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(smsSection()).getByText(m.smsPromotionalDescription)).toBeTruthy();
    expect(within(smsSection()).getByText(m.smsPromotionalUnsubscribeNote)).toBeTruthy();
  });

  it('after opting in to PROMOTIONAL while it is pending, shows the check-your-phone warning', async () => {
    const { user } = renderPreferences({ smsWarnings: { PROMOTIONAL: m.checkYourPhone } });
    await user.click(await within(smsSection()).findByRole('checkbox', { name: m.smsPromotionalTitle }));
    expect(await within(smsSection()).findByText(m.checkYourPhone)).toBeTruthy();
    expect(within(smsSection()).getByRole('checkbox', { name: m.smsPromotionalTitle })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('after a PROMOTIONAL update fails, rolls the checkbox back with the Specials & Promotions message', async () => {
    const { user } = renderPreferences({ failures: { smsOptIn: { status: 500 } } });
    const promotional = await within(smsSection()).findByRole('checkbox', { name: m.smsPromotionalTitle });
    await user.click(promotional);
    expect((await within(smsSection()).findByRole('alert')).textContent).toContain(m.promotionalUpdateError);
    expect(promotional).toHaveProperty('checked', false);
  });

  it('after a CLICKLIST update fails, rolls back with the generic preference message', async () => {
    const { user } = renderPreferences({ failures: { smsOptIn: { status: 500 } } });
    const clicklist = await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle });
    await user.click(clicklist);
    expect((await within(smsSection()).findByRole('alert')).textContent).toContain(m.preferenceUpdateError);
    expect(clicklist).toHaveProperty('checked', true);
  });

  it('after a saved toggle, announces it', async () => {
    const { user } = renderPreferences();
    await user.click(await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle }));
    expect(
      await within(smsSection()).findByText(`Your ${m.smsClicklistTitle} preference has been updated.`),
    ).toBeTruthy();
  });

  it('given the status calls fail, shows the not-found and promotional load messages', async () => {
    renderPreferences({ failures: { smsOptInStatus: { status: 500 } } });
    expect(await within(smsSection()).findByText(m.preferencesNotFound)).toBeTruthy();
    expect(within(smsSection()).getByText(m.promotionalLoadError)).toBeTruthy();
    expect(within(smsSection()).queryByRole('checkbox')).toBeNull();
  });

  it('given the service flags unreadable categories, warns with the technical-difficulties message', async () => {
    renderPreferences({ emailPreferences: { ...demoEmailPreferences, hasErrors: true } });
    await screen.findByRole('checkbox', { name: 'Weekly Ad' });
    expect(within(emailSection()).getByText(m.emailTechnicalDifficulties)).toBeTruthy();
  });

  it('given a shopper with no mobile phone, asks for one once', async () => {
    renderPreferences({ profile: { ...demoProfile, phones: [{ kind: 'HOME', number: '+15135550188' }] } });
    expect(await within(smsSection()).findAllByText(m.mobilePhoneRequired)).toHaveLength(1);
    expect(within(smsSection()).queryByRole('checkbox')).toBeNull();
  });
});

describe('given the Preferences screen with a query token', () => {
  it.each(['token', 'token2'] as const)(
    'loads with ?%s=, saves with the token in the body, and hides SMS',
    async (param) => {
      const { user, requests } = renderPreferences({}, { access: { kind: 'token', token: 'tok-1', param } });
      await user.click(await screen.findByRole('button', { name: m.saveEmailPreferencesButton }));
      await screen.findByText(m.emailPreferencesSaved);
      const load = requests.find((r) => r.method === 'GET' && r.url.pathname === communicationPaths.emailPreferences);
      expect(load?.url.searchParams.get(param)).toBe('tok-1');
      expect(emailPosts(requests)[0]?.body).toMatchObject({ token: 'tok-1' });
      expect(screen.queryByRole('region', { name: m.smsPreferencesHeading })).toBeNull();
      expect(requests.some((r) => r.url.pathname.includes('profile') || r.url.pathname.includes('sms'))).toBe(false);
    },
  );
});

const smsStatusTypes = (requests: { url: URL; body: unknown }[]) =>
  requests
    .filter((r) => r.url.pathname === communicationPaths.smsOptInStatus)
    .map((r) => (r.body as { triggerType: string }).triggerType);

describe('given the site sends promotional texts or not (§4)', () => {
  it('by default fetches and shows CLICKLIST and PROMOTIONAL', async () => {
    const { requests } = renderPreferences();
    await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle });
    expect(within(smsSection()).getAllByRole('checkbox')).toHaveLength(2);
    expect(within(smsSection()).getByRole('checkbox', { name: m.smsPromotionalTitle })).toBeTruthy();
    expect(smsStatusTypes(requests).sort()).toEqual(['CLICKLIST', 'PROMOTIONAL']);
  });

  it('with promotionalSms off, fetches and shows CLICKLIST only', async () => {
    const { requests } = renderPreferences({}, { promotionalSms: false });
    await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle });
    expect(within(smsSection()).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(smsSection()).queryByRole('checkbox', { name: m.smsPromotionalTitle })).toBeNull();
    expect(within(smsSection()).queryByText(m.smsPromotionalUnsubscribeNote)).toBeNull();
    expect(smsStatusTypes(requests)).toEqual(['CLICKLIST']);
  });
});

describe('given the email preferences toggle (§6)', () => {
  it('off (v1, the default): loads with GET and saves with POST on v1, sending no encrypted email', async () => {
    const { user, requests } = renderPreferences();
    await user.click(await screen.findByRole('button', { name: m.saveEmailPreferencesButton }));
    await screen.findByText(m.emailPreferencesSaved);
    const email = requests.filter((r) => r.url.pathname.includes('email-preferences'));
    expect(email.map((r) => [r.method, r.url.pathname])).toEqual([
      ['GET', communicationPaths.emailPreferences],
      ['POST', communicationPaths.emailPreferences],
    ]);
    expect(email.every((r) => !r.headers.has('X-Encrypted-Email'))).toBe(true);
  });

  it('on (v2), signed in: loads and saves with PUT on v2, keeping the SMS preferences', async () => {
    const { user, requests } = renderPreferences({}, { emailPreferencesVersion: 'v2' });
    await user.click(await screen.findByRole('checkbox', { name: 'HTPlus Offers' }));
    await user.click(screen.getByRole('button', { name: m.saveEmailPreferencesButton }));
    await screen.findByText(m.emailPreferencesSaved);
    const email = requests.filter((r) => r.url.pathname.includes('email-preferences'));
    expect(email.map((r) => [r.method, r.url.pathname])).toEqual([
      ['GET', communicationPaths.emailPreferencesV2],
      ['PUT', communicationPaths.emailPreferencesV2],
    ]);
    expect(email[1]?.body).toContainEqual({ emailPreferencesCategory: 'expresslane offers', emailPreferences: true });
    expect(email.every((r) => !r.headers.has('X-Encrypted-Email'))).toBe(true);
    expect(await within(smsSection()).findByRole('checkbox', { name: m.smsClicklistTitle })).toBeTruthy();
  });
});

describe('given the Preferences screen on v2 with an encrypted email', () => {
  it('sends the header on v2 and saves with PUT', async () => {
    const { user, requests } = renderPreferences(
      {},
      { emailPreferencesVersion: 'v2', access: { kind: 'encrypted-email', encryptedEmail: 'enc' } },
    );
    await user.click(await screen.findByRole('button', { name: m.saveEmailPreferencesButton }));
    await screen.findByText(m.emailPreferencesSaved);
    const v2 = requests.filter((r) => r.url.pathname === communicationPaths.emailPreferencesV2);
    expect(v2.map((r) => r.method)).toEqual(['GET', 'PUT']);
    expect(v2.every((r) => r.headers.get('X-Encrypted-Email') === 'enc')).toBe(true);
    expect(screen.queryByRole('region', { name: m.smsPreferencesHeading })).toBeNull();
  });
});

describe('given the save is in flight', () => {
  it('keeps the save button busy until it answers, and sends one save however often it is pressed', async () => {
    let answer: (response: Response) => void = () => {};
    let posts = 0;
    const slow = http.post(`*${communicationPaths.emailPreferences}`, () => {
      posts += 1;
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    render(
      <AccountTestProvider handlers={[slow, ...accountHandlers()]}>
        <Preferences />
      </AccountTestProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: m.saveEmailPreferencesButton }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: m.saveEmailPreferencesButton }).getAttribute('aria-busy')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: m.saveEmailPreferencesButton }));
    await user.keyboard('{Enter}');
    answer(HttpResponse.json({}));
    await screen.findByText(m.emailPreferencesSaved);
    expect(posts).toBe(1);
    expect(screen.getByRole('button', { name: m.saveEmailPreferencesButton }).getAttribute('aria-busy')).toBeNull();
  });
});
