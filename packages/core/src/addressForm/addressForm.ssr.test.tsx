// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addressFormMessages } from '../testing/addressFormMessages';
import { AddressForm } from './AddressForm';

describe('given a server without a DOM', () => {
  it('renders the address form with its values and words, touching no window', () => {
    expect(typeof window).toBe('undefined');
    // No provider: the form needs none, its words come in as a prop.
    const html = renderToString(
      <AddressForm
        title="Edit Address"
        submitLabel="Save Address"
        onSubmit={() => Promise.resolve()}
        messages={addressFormMessages}
        errorMessage={() => 'Not saved'}
        defaultValues={{ addressLine1: '1014 Vine St', city: 'Cincinnati', state: 'ON', zipCode: 'K1A 0B1' }}
      />,
    );
    expect(html).toContain('Edit Address</h2>');
    expect(html).toContain('Street Address');
    expect(html).toContain('Select State/Province');
    expect(html).toMatch(/<option value="ON" [^>]*selected=""/);
    expect(html).toContain('Make this my mailing address');
    expect(html).toContain('Save Address');
  });
});
