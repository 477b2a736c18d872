import { describe, expect, it } from 'vitest';
import { bannerBehaviours, enabledModalities, getBannerBehaviour } from './behaviour';
import { bannerIds } from './bannerList';

describe('given the banner behaviour registry', () => {
  it('has a behaviour for every banner, in the same order', () => {
    expect(bannerBehaviours.map((banner) => banner.id)).toEqual(bannerIds);
  });

  it('is a family of about 33 banners (the spec does not list them), each on a domain of its own', () => {
    expect(bannerBehaviours.length).toBeGreaterThanOrEqual(30);
    expect(bannerBehaviours.length).toBeLessThanOrEqual(36);
    const domains = bannerBehaviours.map((banner) => banner.domain);
    expect(new Set(domains).size).toBe(domains.length);
    expect(getBannerBehaviour('foodsco').domain).toBe('foodsco.net');
  });

  it.each([
    // The scheduling spec's named rules.
    ['food4less', ['IN_STORE', 'SHIP']],
    ['foodsco', ['IN_STORE', 'SHIP']],
    ['copps', ['IN_STORE']],
    ['albertsons', ['DELIVERY', 'IN_STORE', 'PICKUP']],
    ['kroger', ['DELIVERY', 'IN_STORE', 'PICKUP', 'SHIP']],
    ['harristeeter', ['DELIVERY', 'IN_STORE', 'PICKUP', 'SHIP']],
    // Gas, pharmacy and clinic banners have everything off.
    ['kwikshop', []],
    ['krogerfuel', []],
    ['specialtypharmacy', []],
    ['krogerhealth', []],
    ['thelittleclinic', []],
  ])('%s offers %j', (id, expected) => {
    expect(enabledModalities(id)).toEqual(expected);
  });

  it('turns every modality off for each fuel, pharmacy and clinic banner', () => {
    const offline = bannerBehaviours.filter((banner) => ['fuel', 'pharmacy', 'clinic'].includes(banner.kind));
    expect(offline.length).toBeGreaterThanOrEqual(8);
    for (const banner of offline) expect(enabledModalities(banner.id)).toEqual([]);
  });

  it.each([
    ['harristeeter', 'HTPlus', true, true, true],
    ['kroger', 'Boost', false, false, false],
    ['ralphs', 'Boost', false, false, false],
  ])(
    '%s: membership %s, pickup notes hidden %s, email opt-in hidden %s, hosted payment page %s',
    (id, name, notes, optIn, hosted) => {
      const { features } = getBannerBehaviour(id);
      expect(features.membershipName).toBe(name);
      expect(features.pickupNotesHidden).toBe(notes);
      expect(features.emailOptInHidden).toBe(optIn);
      expect(features.hostedPaymentPage).toBe(hosted);
    },
  );

  it.each([
    ['food4less', true, 'Inspiring Donations'],
    ['ralphs', true, 'Community Contributions'],
    ['kroger', true, 'Community Rewards'],
    ['harristeeter', false, 'Community Rewards'],
    ['kwikshop', false, 'Community Rewards'],
  ])('community rewards on %s: participates %s, labelled %s', (id, participates, label) => {
    expect(getBannerBehaviour(id).features.communityRewards).toEqual({ participates, label });
  });

  it('gives only harristeeter the education-program link, with a staging variant', () => {
    const withLink = bannerBehaviours.filter((banner) => banner.features.educationProgramLink);
    expect(withLink.map((banner) => banner.id)).toEqual(['harristeeter']);
    expect(withLink[0]?.features.educationProgramLink?.stagingHref).toMatch(/^https:\/\/stage\./);
  });

  it('shows purchase history and the wallet on grocery banners only', () => {
    for (const banner of bannerBehaviours) {
      expect(banner.features.purchaseHistory).toBe(banner.kind === 'grocery');
      expect(banner.features.walletExcluded).toBe(banner.kind !== 'grocery');
    }
  });

  it('hides prescriptions on a few banners, never on a pharmacy banner', () => {
    const hidden = bannerBehaviours.filter((banner) => banner.features.prescriptionsHidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThan(bannerBehaviours.length / 2);
    expect(getBannerBehaviour('krogerhealth').features.prescriptionsHidden).toBe(false);
  });

  it('names the tenant, store-locator brand and banner header of each banner', () => {
    expect(getBannerBehaviour('kroger')).toMatchObject({
      tenantName: 'kroger',
      storeLocatorBrand: 'KROGER',
      xBannerName: 'kroger',
    });
    expect(getBannerBehaviour('pay-less')).toMatchObject({ storeLocatorBrand: 'PAYLESS', xBannerName: 'pay-less' });
    expect(getBannerBehaviour('harristeeter').tenantName).toBe('harristeeter');
  });

  it('throws for an unknown banner, naming the valid ids', () => {
    expect(() => getBannerBehaviour('walmart')).toThrow(/Unknown banner "walmart".*kroger/);
  });
});
