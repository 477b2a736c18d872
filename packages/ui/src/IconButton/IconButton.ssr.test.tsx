// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Link } from '../Link';
import { LinkComponentProvider, type LinkComponentProps } from '../LinkComponent';
import { IconButton } from './IconButton';

describe('given a server without a DOM', () => {
  it('renders an IconButton and Links through the app router link', () => {
    const RouterLink = ({ href, children, ...props }: LinkComponentProps) => (
      <a href={href} {...props}>
        {children}
      </a>
    );
    const html = renderToString(
      <LinkComponentProvider component={RouterLink}>
        <IconButton label="Close" icon="×" />
        <Link href="/help" external>
          Help
        </Link>
        <Link href="/cart">Cart</Link>
      </LinkComponentProvider>,
    );
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('target="_blank"');
  });
});
