// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SecureCardFields, SecurePinField } from './SecureField';

describe('given a server without a DOM', () => {
  it('renders the frames without a src (the parent origin is the browser’s), touching no window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => null }}>
        <SecureCardFields origin="https://secure.test" />
        <SecurePinField origin="https://secure.test" />
      </StorefrontProvider>,
    );
    expect(html).toContain('title="Card number, expiration date and CVV"');
    expect(html).toContain('title="Enter Your SNAP EBT PIN"');
    expect(html).toContain('height:78px');
    expect(html).not.toContain('src=');
    expect(html).toContain('data-state="loading"');
  });
});
