import { getBannerBehaviour } from '@aisle/contracts';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../messages';
import { accountRoutes } from '../routes';
import { accountNavigation, accountSection, type AccountNavigationOptions } from './accountNavigationRules';

function entriesFor(banner: string, options: Partial<Omit<AccountNavigationOptions, 'features'>> = {}) {
  return accountNavigation({
    features: getBannerBehaviour(banner).features,
    host: 'www.example.com',
    membershipActive: false,
    environment: 'production',
    messages: accountMessages,
    routes: accountRoutes,
    ...options,
  });
}

const labelsOf = (banner: string, options?: Partial<Omit<AccountNavigationOptions, 'features'>>) =>
  entriesFor(banner, options).map((entry) => entry.label);

const hrefOf = (banner: string, id: string, options?: Partial<Omit<AccountNavigationOptions, 'features'>>) =>
  entriesFor(banner, options).find((entry) => entry.id === id)?.href;

describe('accountNavigation', () => {
  describe('given each banner, with an active membership', () => {
    it.each([
      [
        'kroger',
        [
          'My Account',
          'Profile',
          'Address Book',
          'Preferences',
          'Purchase History',
          'Wallet',
          'Points Summary',
          'Boost',
          'Community Rewards',
          'My Prescriptions',
        ],
      ],
      [
        'harristeeter',
        [
          'My Account',
          'Profile',
          'Address Book',
          'Preferences',
          'Purchase History',
          'Wallet',
          'Points Summary',
          'HTPlus',
          'My Prescriptions',
          'Together in Education',
        ],
      ],
      [
        'food4less',
        [
          'My Account',
          'Profile',
          'Address Book',
          'Preferences',
          'Purchase History',
          'Wallet',
          'Points Summary',
          'Boost',
          'Inspiring Donations',
        ],
      ],
      ['kwikshop', ['My Account', 'Profile', 'Address Book', 'Preferences', 'Points Summary', 'Boost']],
    ])('lists the entries of %s in order', (banner, labels) => {
      expect(labelsOf(banner, { membershipActive: true })).toEqual(labels);
    });
  });

  it('always starts with the four account pages at their routes', () => {
    expect(entriesFor('kwikshop').slice(0, 4)).toEqual([
      { id: 'dashboard', label: 'My Account', href: '/account/dashboard' },
      { id: 'profile', label: 'Profile', href: '/account/update' },
      { id: 'addresses', label: 'Address Book', href: '/account/addresses' },
      { id: 'preferences', label: 'Preferences', href: '/account/emailSubscriptions' },
    ]);
  });

  it.each([
    ['kroger', '/mypurchases'],
    ['harristeeter', '/mypurchases'],
    ['food4less', '/mypurchases'],
    ['kwikshop', undefined],
  ])('Purchase History on %s: %s (only where the banner enables it)', (banner, href) => {
    expect(hrefOf(banner, 'purchaseHistory')).toBe(href);
  });

  it.each([
    ['kroger', '/mywallet'],
    ['harristeeter', '/mywallet/hosted'],
    ['food4less', '/mywallet'],
    ['kwikshop', undefined],
  ])('Wallet on %s: %s (excluded banners have none; the hosted page where flagged)', (banner, href) => {
    expect(hrefOf(banner, 'wallet')).toBe(href);
  });

  it.each(['kroger', 'harristeeter', 'food4less', 'kwikshop'])('Points Summary is always shown (%s)', (banner) => {
    expect(hrefOf(banner, 'pointsSummary')).toBe('/points/summary');
  });

  it.each([
    ['kroger', true, 'Boost'],
    ['harristeeter', true, 'HTPlus'],
    ['kroger', false, undefined],
    ['harristeeter', false, undefined],
  ])('membership on %s, active %s: %s', (banner, membershipActive, label) => {
    const entry = entriesFor(banner, { membershipActive }).find((e) => e.id === 'membership');
    expect(entry?.label).toBe(label);
    if (entry) expect(entry.href).toBe('/membership');
  });

  it.each([
    ['kroger', 'Community Rewards'],
    ['food4less', 'Inspiring Donations'],
    ['ralphs', 'Community Contributions'],
    ['harristeeter', undefined],
    ['kwikshop', undefined],
  ])('Community Rewards on %s: %s (participating banners only, with their label)', (banner, label) => {
    const entry = entriesFor(banner).find((e) => e.id === 'communityRewards');
    expect(entry?.label).toBe(label);
    if (entry) expect(entry.href).toBe('/account/communityrewards');
  });

  it.each([
    ['kroger', 'www.kroger.com', '/myprescriptions'],
    ['harristeeter', 'www.harristeeter.com', '/myprescriptions'],
    ['food4less', 'www.food4less.com', undefined],
    ['kwikshop', 'www.kwikshop.com', undefined],
    ['kroger', 'localhost:3000', undefined],
    ['kroger', '127.0.0.1', undefined],
  ])('My Prescriptions on %s at %s: %s', (banner, host, href) => {
    expect(hrefOf(banner, 'prescriptions', { host })).toBe(href);
  });

  it('shows Prescriptions when the host is unknown (rendered without one)', () => {
    expect(hrefOf('kroger', 'prescriptions', { host: undefined })).toBe('/myprescriptions');
  });

  describe('the education-program link', () => {
    it.each([
      ['production', 'https://www.harristeeter.com/together-in-education'],
      ['staging', 'https://stage.harristeeter.com/together-in-education'],
    ] as const)('in %s, links to %s as an external link, last', (environment, href) => {
      const entries = entriesFor('harristeeter', { environment });
      expect(entries.at(-1)).toEqual({
        id: 'educationProgram',
        label: 'Together in Education',
        href,
        external: true,
      });
    });

    it.each(['kroger', 'food4less', 'kwikshop'])('is absent on %s', (banner) => {
      expect(hrefOf(banner, 'educationProgram', { environment: 'staging' })).toBeUndefined();
    });
  });

  it('takes its labels from the messages passed in', () => {
    const messages = { ...accountMessages, navProfile: 'Profil', navMembership: 'Programme {membershipName}' };
    expect(labelsOf('kroger', { messages, membershipActive: true })).toEqual(
      expect.arrayContaining(['Profil', 'Programme Boost']),
    );
  });
});

describe('accountSection', () => {
  const entries = entriesFor('kroger');

  it.each([
    ['/account/dashboard', 'dashboard'],
    ['/account/update', 'profile'],
    ['/account/addresses', 'addresses'],
    ['/account/address', 'addresses'],
    ['/account/address/abc-123', 'addresses'],
    ['/account/emailSubscriptions?tab=sms', 'preferences'],
    ['/mywallet/cards/1', 'wallet'],
    ['/points/summary', 'pointsSummary'],
    ['/account/addressesque', undefined],
    ['/cart', undefined],
  ])('puts %s in the section %s', (href, id) => {
    expect(accountSection(entries, href, accountRoutes)?.id).toBe(id);
  });
});

describe('given the account area mounted under /my/', () => {
  const routes = {
    ...accountRoutes,
    dashboard: '/my/dashboard',
    addresses: '/my/addresses',
    addAddress: '/my/addresses/new',
    editAddress: (addressId: string) => `/my/addresses/${encodeURIComponent(addressId)}/edit`,
    hostedWallet: '/my/wallet/hosted',
  };
  const entries = entriesFor('harristeeter', { routes });

  it('links each entry to its route, the hosted wallet included', () => {
    expect(entries.find((entry) => entry.id === 'addresses')?.href).toBe('/my/addresses');
    expect(entries.find((entry) => entry.id === 'wallet')?.href).toBe('/my/wallet/hosted');
  });

  it.each([
    ['/my/addresses/new', 'addresses'],
    ['/my/addresses/abc-123/edit', 'addresses'],
    ['/my/dashboard', 'dashboard'],
    ['/account/addresses', undefined],
  ])('puts %s in the section %s', (href, id) => {
    expect(accountSection(entries, href, routes)?.id).toBe(id);
  });
});
