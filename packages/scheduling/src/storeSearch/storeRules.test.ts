import { describe, expect, it } from 'vitest';
import { crossBannerStore, demoStores, overTheRhine, storeOption } from '../testing/fixtures';
import { crossBannerLink, storeChoices } from './storeRules';

const options = (stores = demoStores) => ({
  storeDetails: [...stores],
  PICKUP: [...stores].reverse().map((store) => storeOption('PICKUP', store)),
  featureToggles: { closeToStore: true },
});

describe('the stores offered for a way of shopping', () => {
  it('are nearest first, whatever order the service sent', () => {
    const names = storeChoices(options(), 'PICKUP').map((choice) => choice.store.vanityName);
    expect(names).toEqual(['Kroger Over-the-Rhine', 'Kroger Corryville', 'Kroger Oakley', 'Kroger Western Hills']);
  });

  it('carry distances rounded to 2 decimals', () => {
    const far = { ...overTheRhine, distance: 1.23456 };
    const [choice] = storeChoices(
      { ...options([far]), PICKUP: [{ ...storeOption('PICKUP', far), distance: 1.23456 }] },
      'PICKUP',
    );
    expect(choice?.store.distance).toBe(1.23);
  });

  it('are none for a way of shopping the answer does not offer', () => {
    expect(storeChoices(options(), 'IN_STORE')).toEqual([]);
  });
});

describe('a cross-banner store', () => {
  it('links to its own external address with its link text', () => {
    expect(crossBannerLink(crossBannerStore)).toEqual({
      href: 'https://www.food4less.com/',
      bannerTitle: 'Food 4 Less',
      linkText: 'Shop at Food 4 Less',
    });
  });

  it('without one, links to its banner’s home', () => {
    const { externalNavigation: _, ...bare } = crossBannerStore;
    expect(crossBannerLink({ ...bare, banner: 'ralphs' }).href).toBe('https://www.ralphs.com/');
  });
});
