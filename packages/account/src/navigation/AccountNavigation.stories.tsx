import type { BannerId } from '@aisle/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '@aisle/ui';
import { AccountTestProvider } from '../testing';
import { AccountLayout, type AccountLayoutProps } from './AccountLayout';
import { placeholder } from './AccountNavigation.stories.css';

const navigate = fn();

/** What a router adapter looks like: it takes `href` and navigates without a page load. */
function RouterLink({ href, onClick, children, ...rest }: LinkComponentProps) {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} data-router-link="" onClick={go} {...rest}>
      {children}
    </a>
  );
}

interface StoryArgs extends AccountLayoutProps {
  banner: BannerId;
}

const meta = {
  title: 'Account/Navigation',
  component: AccountLayout,
  args: {
    banner: 'kroger',
    currentHref: '/account/addresses',
    heading: 'Address Book',
    membershipActive: false,
  },
  render: ({ banner, ...args }) => (
    <AccountTestProvider banner={banner} navigation={{ navigate, Link: RouterLink }}>
      <AccountLayout {...args}>
        <p className={placeholder}>The page&apos;s content goes here.</p>
        <p className={placeholder}>More content.</p>
      </AccountLayout>
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const md = 768;

/**
 * The navigation lists `labels` in order with `current` marked, and Tab walks the breadcrumb links
 * then every entry. Below md only the breadcrumbs show.
 */
async function expectAccountNavigation(canvasElement: HTMLElement, labels: readonly string[], current: string) {
  const canvas = within(canvasElement);
  const breadcrumbs = canvas.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(within(breadcrumbs).getByText(current)).toHaveAttribute('aria-current', 'page');
  await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();

  await userEvent.tab();
  await expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveFocus();
  await userEvent.tab();
  await expect(within(breadcrumbs).getByRole('link', { name: 'My Account' })).toHaveFocus();

  if (window.innerWidth < md) {
    await expect(canvas.queryByRole('navigation', { name: 'My Account' })).toBeNull();
    return;
  }
  const nav = canvas.getByRole('navigation', { name: 'My Account' });
  await expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(labels);
  await expect(within(nav).getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
  await expect(
    within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current')),
  ).toHaveLength(1);
  for (const name of labels) {
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name })).toHaveFocus();
  }
}

export const Kroger: Story = {
  args: { membershipActive: true },
  globals: { banner: 'kroger' },
  play: async ({ canvasElement }) => {
    await expectAccountNavigation(
      canvasElement,
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
      'Address Book',
    );
    navigate.mockClear();
    const nav = within(canvasElement).queryByRole('navigation', { name: 'My Account' });
    if (nav) {
      within(nav).getByRole('link', { name: 'Profile' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledWith('/account/update');
    }
  },
};

/** HTPlus membership, the hosted payment page for Wallet and the external education-program link. */
export const HarrisTeeter: Story = {
  args: { banner: 'harristeeter', membershipActive: true, currentHref: '/membership', heading: 'HTPlus' },
  globals: { banner: 'harristeeter' },
  play: async ({ canvasElement }) => {
    await expectAccountNavigation(
      canvasElement,
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
      'HTPlus',
    );
    const nav = within(canvasElement).queryByRole('navigation', { name: 'My Account' });
    if (nav) {
      await expect(within(nav).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/mywallet/hosted');
      const education = within(nav).getByRole('link', { name: 'Together in Education' });
      await expect(education).toHaveAttribute('href', 'https://www.harristeeter.com/together-in-education');
      // Another site: a plain link, not the app's router.
      await expect(education).not.toHaveAttribute('data-router-link');
    }
  },
};

/** 'Inspiring Donations' for community rewards, and no prescriptions. */
export const Food4Less: Story = {
  args: { banner: 'food4less', currentHref: '/account/communityrewards', heading: 'Inspiring Donations' },
  globals: { banner: 'food4less' },
  play: async ({ canvasElement }) => {
    await expectAccountNavigation(
      canvasElement,
      [
        'My Account',
        'Profile',
        'Address Book',
        'Preferences',
        'Purchase History',
        'Wallet',
        'Points Summary',
        'Inspiring Donations',
      ],
      'Inspiring Donations',
    );
  },
};

/** A fuel banner: no purchase history, wallet, community rewards or prescriptions. */
export const KwikShop: Story = {
  name: 'Kwik Shop (fuel)',
  args: { banner: 'kwikshop', currentHref: '/points/summary', heading: 'Points Summary' },
  globals: { banner: 'kwikshop' },
  play: async ({ canvasElement }) => {
    await expectAccountNavigation(
      canvasElement,
      ['My Account', 'Profile', 'Address Book', 'Preferences', 'Points Summary'],
      'Points Summary',
    );
  },
};
