// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddressForm } from './AddressForm';

describe('given a server without a DOM', () => {
  it('renders the address form with its values, touching no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => null }}>
        <AddressForm
          title="Edit Address"
          submitLabel="Save Address"
          onSubmit={() => Promise.resolve()}
          defaultValues={{ addressLine1: '1014 Vine St', city: 'Cincinnati', state: 'ON', zipCode: 'K1A 0B1' }}
        />
      </StorefrontProvider>,
    );
    expect(html).toContain('Edit Address</h2>');
    expect(html).toContain('Street Address');
    expect(html).toContain('Select State/Province');
    expect(html).toMatch(/<option value="ON" [^>]*selected=""/);
    expect(html).toContain('Make this my mailing address');
    expect(html).toContain('Save Address');
  });
});
