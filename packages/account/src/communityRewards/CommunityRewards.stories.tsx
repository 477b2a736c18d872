import type { BannerId } from '@aisle/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { communityRewardsPaths } from '@aisle/contracts/account';
import { accountMessages as m } from '../messages';
import { AccountLayout } from '../navigation';
import { accountRoutes } from '../routes';
import {
  AccountTestProvider,
  accountHandlers,
  demoBannerDetails,
  demoProfile,
  type AccountHandlersOptions,
} from '../testing';
import { CommunityRewards } from './CommunityRewards';
import { useCommunityRewardsLabel } from './communityRewardsLabel';

interface StoryArgs {
  banner: BannerId;
  handlerOptions: AccountHandlersOptions;
  /** The participation call never answers. */
  pending?: boolean;
}

function Page() {
  return (
    <AccountLayout currentHref={accountRoutes.communityRewards} heading={useCommunityRewardsLabel()} membershipActive>
      <CommunityRewards />
    </AccountLayout>
  );
}

/** The demo shopper with their preferred store on the given banner. */
const shopperOn = (banner: BannerId): AccountHandlersOptions => ({
  profile: { ...demoProfile, bannerSpecificDetails: [{ ...demoBannerDetails, banner }] },
});

const meta = {
  title: 'Account/Community rewards',
  args: { banner: 'kroger', handlerOptions: {} },
  render: ({ banner, handlerOptions, pending }) => (
    <AccountTestProvider
      banner={banner}
      handlers={[
        ...(pending ? [http.get(`*${communityRewardsPaths.participation}`, () => new Promise<never>(() => {}))] : []),
        ...accountHandlers(handlerOptions),
      ]}
    >
      <Page />
    </AccountTestProvider>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const text = (message: string, programme: string) => message.replace('{programme}', programme);

export const StoreParticipates: Story = {
  tags: ['banner-specific'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community Rewards' })).toBeVisible();
    await expect(await canvas.findByText(text(m.communityRewardsStoreParticipates, 'Community Rewards'))).toBeVisible();
  },
};

export const InspiringDonations: Story = {
  args: { banner: 'food4less', handlerOptions: shopperOn('food4less') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inspiring Donations' })).toBeVisible();
    await expect(
      await canvas.findByText(text(m.communityRewardsStoreParticipates, 'Inspiring Donations')),
    ).toBeVisible();
  },
};

export const CommunityContributions: Story = {
  args: {
    banner: 'ralphs',
    handlerOptions: {
      ...shopperOn('ralphs'),
      communityRewards: { doesBannerParticipate: true, doesStoreParticipate: false },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Community Contributions' })).toBeVisible();
    await expect(
      await canvas.findByText(text(m.communityRewardsStoreNotParticipating, 'Community Contributions')),
    ).toBeVisible();
  },
};

export const StoreNotParticipating: Story = {
  args: { handlerOptions: { communityRewards: { doesBannerParticipate: true, doesStoreParticipate: false } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(text(m.communityRewardsStoreNotParticipating, 'Community Rewards')),
    ).toBeVisible();
    await expect(canvas.getByText(m.communityRewardsChooseAnotherStore)).toBeVisible();
  },
};

export const BannerNotParticipating: Story = {
  args: { handlerOptions: { communityRewards: { doesBannerParticipate: false, doesStoreParticipate: false } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(text(m.communityRewardsBannerNotParticipating, 'Community Rewards')),
    ).toBeVisible();
  },
};

export const NoPreferredStore: Story = {
  args: { handlerOptions: { profile: { ...demoProfile, bannerSpecificDetails: [] } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(text(m.communityRewardsNoPreferredStore, 'Community Rewards')),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(m.communityRewardsLoading);
  },
};

export const LoadError: Story = {
  args: { handlerOptions: { failures: { communityRewards: { status: 500 } } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.networkTechnicalDifficulties);
    await userEvent.click(canvas.getByRole('button', { name: m.retryButton }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(m.networkTechnicalDifficulties);
  },
};
