// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBanner, useMessages } from './hooks';
import { StorefrontProvider } from './StorefrontProvider';

function Greeting() {
  const banner = useBanner();
  const { welcome } = useMessages('account', { welcome: 'Welcome to {banner}' });
  return <p>{welcome.replace('{banner}', banner.title)}</p>;
}

describe('given a server without a DOM', () => {
  it('renders the provider and features inside it without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <StorefrontProvider banner="kroger" services="https://api.test" auth={{ getToken: () => null }}>
        <Greeting />
      </StorefrontProvider>,
    );
    expect(html).toBe('<p>Welcome to Kroger</p>');
  });
});
