import type { BannerId } from '@aisle/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountTestProvider } from '../testing';
import { AccountDashboard, type AccountDashboardProps } from './AccountDashboard';

interface StoryArgs extends AccountDashboardProps {
  banner: BannerId;
}

const meta = {
  title: 'Account/My Account',
  component: AccountDashboard,
  args: { banner: 'kroger', membershipActive: false },
  render: ({ banner, ...args }) => (
    <AccountTestProvider banner={banner}>
      <AccountDashboard {...args} />
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Greets the shopper by the profile's first name and offers every section of this banner, in the navigation's order. */
export const Kroger: Story = {
  globals: { banner: 'kroger' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Welcome back, Jordan.')).toBeVisible();
    const tiles = within(canvas.getByRole('list', { name: 'Account sections' })).getAllByRole('link');
    await expect(tiles.map((tile) => tile.textContent?.replace(/[›↗]$/, ''))).toEqual([
      'Profile',
      'Address Book',
      'Preferences',
      'Purchase History',
      'Wallet',
      'Points Summary',
      'Community Rewards',
      'My Prescriptions',
    ]);
    await userEvent.tab();
    await expect(tiles[0]).toHaveFocus();
  },
};

/** Harris Teeter: the HTPlus membership, no community rewards, and the education-program link opening in a new tab. */
export const HarrisTeeterMember: Story = {
  args: { banner: 'harristeeter', membershipActive: true },
  globals: { banner: 'harristeeter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /HTPlus/ })).toHaveAttribute('href', '/membership');
    await expect(canvas.queryByRole('link', { name: /Community Rewards/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Together in Education/ })).toHaveAttribute('target', '_blank');
  },
};
