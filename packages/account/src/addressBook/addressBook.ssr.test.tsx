// @vitest-environment node
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AccountTestProvider } from '../testing/AccountTestProvider';
import { AddressBook } from './AddressBook';
import { AddressBookV2 } from './AddressBookV2';
import { AddressEditor } from './AddressEditor';

const render = (node: ReactNode) => renderToString(<AccountTestProvider>{node}</AccountTestProvider>);

describe('given a server without a DOM', () => {
  it('renders the legacy address book with its heading and button, waiting for the list', () => {
    expect(typeof window).toBe('undefined');
    const html = render(<AddressBook />);
    expect(html).toMatch(/<h1[^>]*>Address Book<\/h1>/);
    expect(html).toContain('Add new address');
    expect(html).toContain('role="status"');
  });

  it('renders the add-address page with its form', () => {
    const html = render(<AddressEditor />);
    expect(html).toMatch(/<h1[^>]*>Add New Address<\/h1>/);
    expect(html).toContain('Street Address');
    expect(html).toContain('Save Address');
  });

  it('renders the edit-address page waiting for the address', () => {
    const html = render(<AddressEditor addressId="addr-2" />);
    expect(html).toMatch(/<h1[^>]*>Edit Address<\/h1>/);
  });

  it('renders the newer address book with its heading, the modal closed', () => {
    const html = render(<AddressBookV2 headingLevel={2} />);
    expect(html).toMatch(/<h2[^>]*>Address Book<\/h2>/);
    expect(html).not.toContain('role="dialog"');
  });
});
