// @vitest-environment node
import { StorefrontProvider } from '@aisle/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { accountMessages as m } from '../messages';
import { Preferences } from './Preferences';
import { preferencesAccessFromQuery } from './preferencesAccess';

const render = (node: React.ReactNode) =>
  renderToString(
    <StorefrontProvider banner="kroger" services="https://api.test">
      {node}
    </StorefrontProvider>,
  );

describe('given a server without a DOM', () => {
  it('renders Preferences loading, email and SMS, without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<Preferences />);
    expect(html).toContain(m.emailPreferencesLoading);
    expect(html).toContain(m.smsPreferencesHeading);
    expect(html).toContain(m.emailChangesNote);
  });

  it('renders token mode without the SMS section', () => {
    const html = render(<Preferences access={preferencesAccessFromQuery('?token2=abc')} />);
    expect(html).toContain(m.emailPreferencesHeading);
    expect(html).not.toContain(m.smsPreferencesHeading);
  });
});

describe('given preferencesAccessFromQuery', () => {
  it('reads token, then token2, else the signed-in shopper', () => {
    expect(preferencesAccessFromQuery('token=a&token2=b')).toEqual({ kind: 'token', token: 'a', param: 'token' });
    expect(preferencesAccessFromQuery(new URLSearchParams('token2=b'))).toEqual({
      kind: 'token',
      token: 'b',
      param: 'token2',
    });
    expect(preferencesAccessFromQuery('')).toEqual({ kind: 'signed-in' });
  });
});
