// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { ProfileDetails } from './ProfileDetails';

describe('given a server without a DOM', () => {
  it('renders the Profile loading state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test">
        <ProfileDetails />
      </StorefrontProvider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain(m.profileLoading);
  });
});
