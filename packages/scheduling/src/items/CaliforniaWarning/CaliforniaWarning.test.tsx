import type { Product } from '@aisle/contracts/scheduling';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { bananas, chunkLightTuna } from '../../testing/productFixtures';
import { CaliforniaWarning } from './CaliforniaWarning';

function renderWarning(product: Pick<Product, 'prop65'>, stateCode: string | undefined) {
  render(
    <SchedulingTestProvider>
      <CaliforniaWarning product={product} stateCode={stateCode} />
    </SchedulingTestProvider>,
  );
  return screen.queryByRole('note', { name: 'California Proposition 65 warning' });
}

describe('given the California warning', () => {
  it("shows the product's own warning in California, 'WARNING:' in bold", () => {
    const note = renderWarning(chunkLightTuna, 'CA');
    expect(note?.textContent).toBe(chunkLightTuna.prop65.warning);
    expect(note?.querySelector('strong')?.textContent).toBe('WARNING:');
  });

  it.each([['ca'], [' CA ']])('reads the state %j as California', (stateCode) => {
    expect(renderWarning(chunkLightTuna, stateCode)).not.toBeNull();
  });

  it('shows our general warning when the product has no words of its own', () => {
    const note = renderWarning({ prop65: { required: true } }, 'CA');
    expect(note?.textContent).toBe(
      'WARNING: This product can expose you to chemicals known to the State of California to cause cancer and birth defects or other reproductive harm. For more information go to www.P65Warnings.ca.gov.',
    );
  });

  it.each([
    ['outside California', chunkLightTuna, 'OH'],
    ['without a state', chunkLightTuna, undefined],
    ['for an item that does not require it, even in California', bananas, 'CA'],
  ])('shows nothing %s', (_case, product, stateCode) => {
    expect(renderWarning(product, stateCode)).toBeNull();
  });
});
