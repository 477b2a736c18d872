import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { NavLink } from './NavLink';

function header(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <Router hook={hook}>
      <NavLink href="/" className="link" aria-label="Home">
        Home
      </NavLink>
      <NavLink href="/account/dashboard" className={(active) => (active ? 'link active' : 'link')}>
        My Account
      </NavLink>
      <NavLink href="/cart" className="link">
        Cart
      </NavLink>
    </Router>,
  );
}

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the header’s links', () => {
  it('mark the page shown as current, and style it so', () => {
    header('/cart');
    expect(current()).toEqual(['Cart']);
    expect(screen.getByRole('link', { name: 'My Account' }).className).toBe('link');
  });

  it('mark a link current on the pages beneath it too', () => {
    header('/account/dashboard/anything');
    expect(current()).toEqual(['My Account']);
    expect(screen.getByRole('link', { name: 'My Account' }).className).toBe('link active');
  });

  it('mark home current on home alone', () => {
    header('/');
    expect(current()).toEqual(['Home']);
  });
});
