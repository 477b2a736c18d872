// @vitest-environment node
import type { PromiseV4 } from '@aisle/contracts/scheduling';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { UpfrontSlots } from './UpfrontSlots';

const held = {
  id: 'p-1',
  modalityType: 'DELIVERY',
  versionKey: '1',
  modalityGuid: 'DELIVERY-01400378',
  expiration: { value: '2026-11-22T12:25:00.000Z' },
  selections: [],
} satisfies PromiseV4;

describe('given a server without a DOM', () => {
  it('renders the heading, the address and the loading state, asking for nothing', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <UpfrontSlots
          locationId="01400378"
          items={[]}
          onReserved={() => undefined}
          onChangeAddress={() => undefined}
          address={{
            addressLines: ['2600 Clifton Ave'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45221',
          }}
        />
      </SchedulingTestProvider>,
    );
    expect(html).toMatch(/<h2[^>]*>Choose a day and time<\/h2>/);
    expect(html).toContain('Deliver to');
    expect(html).toContain('2600 Clifton Ave, Cincinnati, OH 45221');
    expect(html).toMatch(/<button[^>]*>Change Address<\/button>/);
    expect(html).toContain('aria-busy="true"');
  });

  it('tells the hold time in UTC, as the server cannot know the shopper’s zone', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <UpfrontSlots locationId="01400378" items={[]} reservation={held} onReserved={() => undefined} />
      </SchedulingTestProvider>,
    );
    expect(html).toContain('Your delivery time is reserved until 12:25 PM.');
  });

  it('tells it in the zone given', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <UpfrontSlots
          locationId="01400378"
          items={[]}
          reservation={held}
          timeZone="America/Los_Angeles"
          onReserved={() => undefined}
        />
      </SchedulingTestProvider>,
    );
    expect(html).toContain('Your delivery time is reserved until 4:25 AM.');
  });
});
