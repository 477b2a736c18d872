import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerTheme } from './BannerTheme';
import { setDocumentBanner } from './setDocumentBanner';

describe('given a BannerTheme', () => {
  it('puts the banner class and id on a wrapping div', () => {
    render(
      <BannerTheme banner="harristeeter" data-testid="theme">
        <p>Fresh</p>
      </BannerTheme>,
    );
    const wrapper = screen.getByTestId('theme');
    expect(wrapper.tagName).toBe('DIV');
    expect(wrapper.className).toBe('aisle-banner-harristeeter');
    expect(wrapper.getAttribute('data-banner')).toBe('harristeeter');
    expect(wrapper.textContent).toBe('Fresh');
  });

  it('renders the element it is given and keeps its own class', () => {
    render(<BannerTheme banner="food4less" as="main" className="page" />);
    expect(screen.getByRole('main').className).toBe('aisle-banner-food4less page');
  });

  it('renders the same markup on the server', () => {
    const html = renderToString(<BannerTheme banner="kroger">Hi</BannerTheme>);
    expect(html).toBe('<div data-banner="kroger" class="aisle-banner-kroger">Hi</div>');
  });

  it('given an unknown banner, throws the clear error', () => {
    // @ts-expect-error -- the type rules this out; plain JavaScript callers get the message.
    expect(() => renderToString(<BannerTheme banner="nope" />)).toThrow(/Unknown banner "nope"/);
  });
});

describe('setDocumentBanner()', () => {
  it('after switching banners, leaves only the new banner class and keeps other classes', () => {
    const root = document.createElement('html');
    root.className = 'js aisle-banner-kroger';
    setDocumentBanner(root, 'copps');
    expect(root.className).toBe('js aisle-banner-copps');
    expect(root.getAttribute('data-banner')).toBe('copps');
  });
});
