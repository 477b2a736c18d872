import { ToastRegion, toast } from '@aisle/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CommunityRewards } from '../../communityRewards';
import { accountMessages as m } from '../../messages';
import { AccountTestProvider, accountHandlers, type AccountHandlersOptions } from '../../testing';
import { PreferredStore, type PreferredStoreProps } from './PreferredStore';

beforeEach(() => toast.dismiss());

function renderSection(
  handlerOptions: AccountHandlersOptions = {},
  props: PreferredStoreProps = {},
  beside: ReactNode = null,
) {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const record = http.all('*', async ({ request }) => {
    const body: unknown = request.method === 'PUT' ? await request.clone().json() : undefined;
    requests.push({ method: request.method, url: new URL(request.url), body });
  });
  render(
    <AccountTestProvider handlers={[record, ...accountHandlers(handlerOptions)]}>
      <PreferredStore {...props} />
      {beside}
      <ToastRegion duration={Infinity} />
    </AccountTestProvider>,
  );
  return { user: userEvent.setup(), requests };
}

type User = ReturnType<typeof userEvent.setup>;

const section = () => screen.getByRole('region', { name: m.profilePreferredStoreLabel });
const postalCode = () => screen.getByRole('textbox', { name: /Postal Code/ }) as HTMLInputElement;
const results = () => screen.getByRole('list', { name: /Stores near/ });
/** The name of the store the section shows as preferred: the first store heading, above the search. */
const currentStore = () => within(section()).getAllByRole('heading', { level: 3 })[0]?.textContent;

async function openSearch(user: User, button = m.changeStoreButton) {
  await user.click(await screen.findByRole('button', { name: button }));
  await waitFor(() => expect(document.activeElement).toBe(postalCode()));
}

async function searchFor(user: User, typed: string) {
  await user.clear(postalCode());
  await user.type(postalCode(), typed);
  await user.keyboard('{Enter}');
}

describe('given a shopper with a preferred store', () => {
  it('announces loading, then shows the store by name, address, open status and number', async () => {
    renderSection();
    expect(within(section()).getByRole('status').textContent).toBe(m.preferredStoreLoading);
    const name = await within(section()).findByRole('heading', { level: 3, name: 'Kroger Vine St' });
    const card = name.closest('div')?.parentElement as HTMLElement;
    expect(card.textContent).toContain('1014 Vine St');
    expect(card.textContent).toContain('Cincinnati, OH 45202');
    expect(card.textContent).toContain(m.storeOpenNow);
    expect(card.textContent).toContain('Store 00352');
    expect(screen.getByRole('button', { name: m.changeStoreButton })).toBeTruthy();
  });

  it('searches by postal code within 500 miles and lists the stores, its own marked, the count announced', async () => {
    const { user, requests } = renderSection();
    await openSearch(user);
    await searchFor(user, '45202-1234');

    await waitFor(() => expect(screen.getByText('3 stores found near 45202.').getAttribute('role')).toBe('status'));
    const search = requests.find((request) => request.url.pathname.endsWith('/store-locator'));
    expect(search?.url.searchParams.get('postalCode')).toBe('45202');
    expect(search?.url.searchParams.get('radiusInMiles')).toBe('500');
    const items = within(results()).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Kroger Vine St',
      'Kroger Hyde Park Plaza',
      'Kroger Dayton',
    ]);
    expect(items[0]?.textContent).toContain(m.currentStoreMark);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(items[1]?.textContent).toContain('5.8 mi');
    expect(items[2]?.textContent).toContain(m.storeClosedNow);
  });

  it('after choosing a store, puts it, toasts the spec’s words, shows it and focuses the heading', async () => {
    const { user, requests } = renderSection();
    await openSearch(user);
    await searchFor(user, '45202');
    const choose = await screen.findByRole('button', { name: /Kroger Hyde Park Plaza/ });
    expect(choose.textContent).toBe(`${m.chooseThisStoreButton}: Kroger Hyde Park Plaza`);
    await user.click(choose);

    expect(await screen.findByText('Your preferred store was successfully updated.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.body)).toEqual([
      { locationId: '01400943' },
    ]);
    expect(within(section()).getByRole('heading', { level: 3, name: 'Kroger Hyde Park Plaza' })).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: m.profilePreferredStoreLabel }),
      ),
    );
  });

  it('after a change, the profile’s banner details follow: community rewards asks about the new store', async () => {
    const { user, requests } = renderSection({}, {}, <CommunityRewards />);
    const participation = () =>
      requests
        .filter((request) => request.url.pathname.endsWith('/participation'))
        .map((request) => request.url.searchParams.get('preferredStore'));
    await waitFor(() => expect(participation()).toEqual(['01400352']));
    await openSearch(user);
    await searchFor(user, '45202');
    await user.click(await screen.findByRole('button', { name: /Kroger Hyde Park Plaza/ }));
    await screen.findByText(m.preferredStoreUpdated);
    await waitFor(() => expect(participation()).toEqual(['01400352', '01400943']));
  });

  it('says the spec’s no-stores sentence when none is within 500 miles, and keeps the postal code', async () => {
    const { user } = renderSection({ stores: [] });
    await openSearch(user);
    await searchFor(user, '99501');
    const none = await screen.findByText('No Stores were found within 500 Miles of the entered location!');
    expect(none.getAttribute('role')).toBe('status');
    expect(screen.queryByRole('list', { name: /Stores near/ })).toBeNull();
    expect(postalCode().value).toBe('99501');
  });

  it.each([
    ['fails', { status: 503, code: 'SERVICE_DOWN' } as const, m.storeSearchUnavailable],
    ['cannot be reached', 'network-error' as const, m.networkTechnicalDifficulties],
  ])('when the search service %s, says so in an alert', async (_name, failure, message) => {
    const { user } = renderSection({ failures: { storeLocator: failure } });
    await openSearch(user);
    await searchFor(user, '45202');
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(postalCode().value).toBe('45202');
  });

  it.each(['4520', 'M5V 3L9', 'abcde'])(
    'refuses %j under the field before any search, keeping it, focus on the field',
    async (typed) => {
      const { user, requests } = renderSection();
      await openSearch(user);
      await searchFor(user, typed);
      const described = postalCode().getAttribute('aria-describedby') ?? '';
      await waitFor(() => expect(postalCode().getAttribute('aria-invalid')).toBe('true'));
      expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
        'Please enter a valid Postal Code',
      );
      expect(postalCode().value).toBe(typed);
      expect(document.activeElement).toBe(postalCode());
      expect(requests.some((request) => request.url.pathname.endsWith('/store-locator'))).toBe(false);
    },
  );

  it('after a choice the service refuses, says so and keeps the list to choose another', async () => {
    const { user } = renderSection({ failures: { updatePreferredStore: { status: 404, code: 'STORE_NOT_FOUND' } } });
    await openSearch(user);
    await searchFor(user, '45202');
    await user.click(await screen.findByRole('button', { name: /Kroger Dayton/ }));
    expect((await screen.findByRole('alert')).textContent).toContain(m.preferredStoreNotChoosable);
    expect(within(results()).getAllByRole('listitem')).toHaveLength(3);
    expect(currentStore()).toBe('Kroger Vine St');
    expect(screen.queryByText(m.preferredStoreUpdated)).toBeNull();
  });

  it('after Cancel, closes the search and puts focus back on Change Store', async () => {
    const { user } = renderSection();
    await openSearch(user);
    await user.click(screen.getByRole('button', { name: m.cancelButton }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: m.changeStoreButton })));
    expect(screen.queryByRole('search')).toBeNull();
  });
});

describe('given a shopper without a preferred store', () => {
  it('says none is chosen and offers Choose a Store, whose choice then shows', async () => {
    const { user } = renderSection({ preferredStore: null });
    expect(await within(section()).findByText(m.preferredStoreNone)).toBeTruthy();
    await openSearch(user, m.chooseStoreButton);
    await searchFor(user, '45202');
    const items = within(await screen.findByRole('list', { name: /Stores near/ })).getAllByRole('listitem');
    expect(items.every((item) => within(item).queryByRole('button') !== null)).toBe(true);
    await user.click(within(items[0] as HTMLElement).getByRole('button'));
    expect(await within(section()).findByRole('heading', { level: 3, name: 'Kroger Vine St' })).toBeTruthy();
  });
});

describe('given the preferred store cannot be read', () => {
  it('says so with a retry, and offers no change until it is known', async () => {
    const { user } = renderSection({ failures: { preferredStore: { status: 500 } } });
    expect((await within(section()).findByRole('alert')).textContent).toContain(m.networkTechnicalDifficulties);
    expect(screen.queryByRole('button', { name: m.changeStoreButton })).toBeNull();
    await user.click(screen.getByRole('button', { name: m.retryButton }));
    expect(await within(section()).findByRole('alert')).toBeTruthy();
  });
});

describe('given an anonymous visitor', () => {
  it('renders nothing and asks for nothing', () => {
    const { requests } = renderSection({}, { signedIn: false });
    expect(screen.queryByRole('region', { name: m.profilePreferredStoreLabel })).toBeNull();
    expect(requests).toEqual([]);
  });
});
