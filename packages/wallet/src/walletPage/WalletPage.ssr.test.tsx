// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CheckoutCardPicker } from '../cardPicker';
import { WalletLegalFooter } from '../legalFooter';
import { demoCards, preferredVisa } from '../testing/fixtures';
import { WalletTestProvider } from '../testing/WalletTestProvider';
import { WalletPage } from './WalletPage';

const render = (node: ReactNode) => renderToString(<WalletTestProvider>{node}</WalletTestProvider>);

describe('given a server without a DOM', () => {
  it('renders the wallet page with its heading, waiting for the cards, no dialog open', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<WalletPage settings={{ secureFieldsOrigin: 'https://secure.test' }} />);
    expect(html).toMatch(/<h1[^>]*>My Wallet<\/h1>/);
    expect(html).toContain('role="status"');
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('role="alertdialog"');
    expect(html).toContain('Accessibility Statement');
  });

  it('renders the legal footer with the provider’s year', () => {
    const html = render(<WalletLegalFooter onCookiePreferences={() => undefined} />);
    expect(html).toContain('© 2026');
    expect(html).toContain('href="/i/privacy-policy"');
    expect(html).toContain('Cookie Preferences');
  });

  it('renders the checkout card picker with the chosen card checked', () => {
    const html = render(
      <CheckoutCardPicker
        cards={demoCards}
        value={preferredVisa.id}
        onValueChange={() => undefined}
        onEdit={() => undefined}
        onDelete={() => undefined}
      />,
    );
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="card-visa"/);
  });
});
