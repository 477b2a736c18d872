import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../../testing/SchedulingTestProvider';
import { fujiApples } from '../../testing/productFixtures';
import { itemMessages } from '../itemMessages';
import { SubstitutionText } from './SubstitutionText';
import { readSubstitutionPolicy, substitutionWords } from './substitutionRules';

function renderText(policy: string | undefined, backup = fujiApples) {
  render(
    <SchedulingTestProvider>
      <p data-testid="line">
        <SubstitutionText policy={policy} backup={backup} />
      </p>
    </SchedulingTestProvider>,
  );
  return screen.getByTestId('line');
}

describe('given a cart line substitution policy', () => {
  it('reads SHOPPER_CHOICE as "Substitutions allowed"', () => {
    expect(renderText('SHOPPER_CHOICE').textContent).toBe('Substitutions allowed');
  });

  it('reads NONE as "Substitutions not allowed"', () => {
    expect(renderText('NONE').textContent).toBe('Substitutions not allowed');
  });

  it('reads CUSTOMER_CHOICE as "Backup:" followed by the chosen item', () => {
    expect(renderText('CUSTOMER_CHOICE').textContent).toBe('Backup: Fuji Apples');
  });

  it.each([['CUSTOMER'], ['shopper_choice'], [''], [undefined]])('reads the unknown value %j as NONE', (policy) => {
    expect(renderText(policy).textContent).toBe('Substitutions not allowed');
  });

  it('reads CUSTOMER_CHOICE without a known backup as allowed, never "Backup:" alone', () => {
    expect(substitutionWords('CUSTOMER_CHOICE', undefined, itemMessages)).toEqual({ text: 'Substitutions allowed' });
    expect(substitutionWords('CUSTOMER_CHOICE', { description: '' }, itemMessages)).toEqual({
      text: 'Substitutions allowed',
    });
  });

  it('knows the three policies and nothing else', () => {
    expect(['SHOPPER_CHOICE', 'CUSTOMER_CHOICE', 'NONE', 'OTHER', null].map(readSubstitutionPolicy)).toEqual([
      'SHOPPER_CHOICE',
      'CUSTOMER_CHOICE',
      'NONE',
      'NONE',
      'NONE',
    ]);
  });
});
