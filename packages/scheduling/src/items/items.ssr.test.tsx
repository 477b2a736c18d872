// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { chunkLightTuna, demoCartItems, demoProducts, galaApples, similarApples } from '../testing/productFixtures';
import { CaliforniaWarning } from './CaliforniaWarning';
import { CheckoutStepper } from './CheckoutStepper';
import { ExpandableItemList } from './ExpandableItemList';
import { ItemImageStrip } from './ItemImageStrip';
import { ItemTable } from './ItemTable';
import { RetryCard } from './RetryCard';
import { StaticMap } from './StaticMap';
import { SubstitutionText } from './SubstitutionText';
import { UnavailableItemPanel } from './UnavailableItemPanel';

describe('given a server without a DOM', () => {
  it('renders every cart and item part, touching no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => null }}>
        <CheckoutStepper />
        <ItemTable items={demoCartItems.slice(0, 3)} stateCode="CA" />
        <ExpandableItemList items={demoCartItems} stateCode="CA" compact />
        <ItemImageStrip products={demoProducts} />
        <UnavailableItemPanel product={galaApples} similarItems={similarApples} />
        <CaliforniaWarning product={chunkLightTuna} stateCode="CA" />
        <SubstitutionText policy="CUSTOMER_CHOICE" backup={similarApples[0]} />
        <StaticMap
          point={{ lat: 39.11, lng: -84.52 }}
          address="1420 Vine St"
          mapUrl={() => 'https://maps.test/a.png'}
        />
        <StaticMap point={{ lat: 39.11, lng: -84.52 }} address="1420 Vine St" />
        <RetryCard />
      </StorefrontProvider>,
    );
    expect(html).toMatch(/aria-label="Checkout steps"/);
    expect(html).toMatch(/aria-current="step"[^>]*>.*?Scheduling/);
    expect(html).toContain('<th scope="col"');
    expect(html).toContain('Total Price');
    expect(html).toContain('Backup:');
    // Collapsed until the shopper asks: five of eight rows, and the toggle.
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('Show All Items');
    expect(html).toContain('aria-label="12 items"');
    expect(html).toContain('+4');
    expect(html).toContain('Unavailable Item');
    expect(html).toContain('Similar Items');
    expect(html).toContain('This item is currently unavailable.');
    // Tuna in the table, in the list, and on its own.
    expect(html.match(/role="note"/g)).toHaveLength(3);
    expect(html).toContain('src="https://maps.test/a.png"');
    expect(html).toContain('aria-label="Map unavailable"');
    expect(html).toContain('Oops, something went wrong! Please reload your page.');
  });
});
