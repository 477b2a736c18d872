// @vitest-environment node
import { DrawerRoot } from '@aisle/ui';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fujiApples, galaApples } from '../testing/productFixtures';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ReplacementDrawer } from './ReplacementDrawer';
import { SimilarItemsScreen } from './SimilarItemsScreen';
import { UnavailableItemsScreen } from './UnavailableItemsScreen';

const noop = () => undefined;
const row = {
  item: { gtin13: galaApples.gtin13, quantity: 2, code: 'ITEM_RESTRICTED' },
  product: galaApples,
  quantity: 2,
  selection: undefined,
  replacement: undefined,
};

describe('given a server without a DOM', () => {
  it('renders the drawer without touching window; its portal mounts on the client', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <ReplacementDrawer
          open
          onOpenChange={noop}
          excludedItems={[row.item]}
          cartLines={[{ gtin13: galaApples.gtin13, quantity: 2 }]}
          selections={[]}
          onSelectionsChange={noop}
          onContinue={noop}
        />
      </SchedulingTestProvider>,
    );
    expect(html).not.toContain('role="dialog"');
  });

  it('renders the unavailable items list with its title, items and actions', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <DrawerRoot open>
          <UnavailableItemsScreen
            rows={[row, { ...row, item: { ...row.item, gtin13: fujiApples.gtin13 }, product: fujiApples }]}
            productsStatus="loaded"
            onRetryProducts={noop}
            allSet={false}
            savingUpc={null}
            saveFailed={false}
            onFindSimilar={noop}
            onContinue={noop}
          />
        </DrawerRoot>
      </SchedulingTestProvider>,
    );
    expect(html).toMatch(/<h2[^>]*>Items Are Unavailable<\/h2>/);
    expect(html).toContain('aria-label="Unavailable items"');
    expect(html.match(/This item is currently unavailable\./g)).toHaveLength(2);
    expect(html).toMatch(/<button[^>]*>Find Similar Items<\/button>/);
    expect(html).toMatch(/<button[^>]*>Continue to Payment<\/button>/);
  });

  it('renders the similar items screen loading, asking for nothing', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <DrawerRoot open>
          <SimilarItemsScreen product={galaApples} unavailableUpcs={new Set()} onBack={noop} onReplace={noop} />
        </DrawerRoot>
      </SchedulingTestProvider>,
    );
    expect(html).toMatch(/<h2[^>]*>Select a Replacement<\/h2>/);
    expect(html).toContain('Choose an item to replace Gala Apples.');
    expect(html).toContain('aria-busy="true"');
    expect(html).toMatch(/<button[^>]*>Back<\/button>/);
    expect(html).not.toContain('Replace Item');
  });
});
