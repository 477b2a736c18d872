// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { PreferredStore } from './PreferredStore';

describe('given a server without a DOM', () => {
  it('renders the Preferred Store section loading, without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test">
        <PreferredStore />
      </StorefrontProvider>,
    );
    expect(html).toContain(m.profilePreferredStoreLabel);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(m.preferredStoreLoading);
  });
});
