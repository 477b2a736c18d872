// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavList } from './NavList';

describe('given a server without a DOM', () => {
  it('renders a NavList with its current item without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <NavList
        aria-label="Settings"
        items={[
          { label: 'Profile', href: '/profile', current: true },
          { label: 'Addresses', href: '/addresses' },
        ]}
      />,
    );
    expect(html).toContain('aria-label="Settings"');
    expect(html).toContain('aria-current="page"');
  });
});
