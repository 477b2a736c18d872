// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { CommunityRewards } from './CommunityRewards';

describe('given a server without a DOM', () => {
  it('renders CommunityRewards loading without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="food4less" services="https://api.test">
        <CommunityRewards />
      </StorefrontProvider>,
    );
    expect(html).toContain(m.communityRewardsLoading);
  });

  it('renders the not-offered message for a banner without the programme', () => {
    const html = renderToString(
      <StorefrontProvider banner="harristeeter" services="https://api.test">
        <CommunityRewards />
      </StorefrontProvider>,
    );
    expect(html).toContain('Community Rewards is not offered on this site.');
  });
});
