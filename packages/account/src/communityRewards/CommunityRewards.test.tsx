import type { BannerId } from '@aisle/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import {
  AccountTestProvider,
  accountHandlers,
  demoBannerDetails,
  demoProfile,
  type AccountHandlersOptions,
} from '../testing';
import { CommunityRewards } from './CommunityRewards';
import { useCommunityRewardsLabel } from './communityRewardsLabel';

function Heading() {
  return <h1>{useCommunityRewardsLabel()}</h1>;
}

function renderRewards(handlerOptions: AccountHandlersOptions = {}, banner: BannerId = 'kroger') {
  const urls: URL[] = [];
  const record = http.all('*', ({ request }) => {
    urls.push(new URL(request.url));
  });
  render(
    <AccountTestProvider banner={banner} handlers={[record, ...accountHandlers(handlerOptions)]}>
      <Heading />
      <CommunityRewards />
    </AccountTestProvider>,
  );
  return { urls, user: userEvent.setup() };
}

const withBanner = (programme: string, message: string) => message.replace('{programme}', programme);

describe('given the Community Rewards screen', () => {
  it('announces loading, then says the preferred store takes part, asking with its location id', async () => {
    const { urls } = renderRewards();
    expect(screen.getByRole('status').textContent).toBe(m.communityRewardsLoading);
    expect(await screen.findByText(withBanner('Community Rewards', m.communityRewardsStoreParticipates))).toBeTruthy();
    expect(screen.getByText(m.communityRewardsStoreParticipatesDetail)).toBeTruthy();
    const call = urls.find((url) => url.pathname.includes('community-rewards'));
    expect(call?.searchParams.get('preferredStore')).toBe('01400352');
  });

  it('given the store does not take part, says what to do', async () => {
    renderRewards({ communityRewards: { doesBannerParticipate: true, doesStoreParticipate: false } });
    expect(
      await screen.findByText(withBanner('Community Rewards', m.communityRewardsStoreNotParticipating)),
    ).toBeTruthy();
    expect(screen.getByText(m.communityRewardsChooseAnotherStore)).toBeTruthy();
  });

  it('given the service says the banner does not take part, says so', async () => {
    renderRewards({ communityRewards: { doesBannerParticipate: false, doesStoreParticipate: false } });
    expect(
      await screen.findByText(withBanner('Community Rewards', m.communityRewardsBannerNotParticipating)),
    ).toBeTruthy();
  });

  it('given a banner without the programme, says so without calling anything', () => {
    const { urls } = renderRewards({}, 'harristeeter');
    expect(screen.getByText(withBanner('Community Rewards', m.communityRewardsBannerNotParticipating))).toBeTruthy();
    expect(urls).toHaveLength(0);
  });

  it('given no preferred store, asks the shopper to choose one', async () => {
    renderRewards({ profile: { ...demoProfile, bannerSpecificDetails: [] } });
    expect(await screen.findByText(withBanner('Community Rewards', m.communityRewardsNoPreferredStore))).toBeTruthy();
  });

  it.each([
    ['food4less', 'Inspiring Donations'],
    ['ralphs', 'Community Contributions'],
  ] as const)('given %s, names the programme %s in the heading and the text', async (banner, programme) => {
    renderRewards(
      {
        profile: {
          ...demoProfile,
          bannerSpecificDetails: [{ ...demoBannerDetails, banner }],
        },
      },
      banner,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(programme);
    expect(await screen.findByText(withBanner(programme, m.communityRewardsStoreParticipates))).toBeTruthy();
  });

  it('given the participation call fails, shows the network message and retries', async () => {
    const { user, urls } = renderRewards({ failures: { communityRewards: { status: 500 } } });
    expect((await screen.findByRole('alert')).textContent).toContain(m.networkTechnicalDifficulties);
    const calls = () => urls.filter((url) => url.pathname.includes('community-rewards')).length;
    const before = calls();
    await user.click(screen.getByRole('button', { name: m.retryButton }));
    await screen.findByRole('alert');
    expect(calls()).toBeGreaterThan(before);
  });
});
