// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './Breadcrumbs';

describe('given a server without a DOM', () => {
  it('renders Breadcrumbs, with plain and router links, without touching window', () => {
    expect(typeof window).toBe('undefined');
    const items = [{ label: 'Home', href: '/' }, { label: 'Profile' }];
    const html = renderToString(
      <>
        <Breadcrumbs items={items} />
        <Breadcrumbs
          items={items}
          linkComponent={({ href, children, ...rest }) => (
            <a href={`/app${href}`} {...rest}>
              {children}
            </a>
          )}
        />
      </>,
    );
    expect(html).toContain('aria-label="Breadcrumbs"');
    expect(html).toContain('aria-current="page"');
    expect(html).toContain('href="/app/"');
  });
});
