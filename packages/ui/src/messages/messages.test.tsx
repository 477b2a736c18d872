import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { format } from './messages';
import { MessagesProvider, useMessages } from './MessagesProvider';

function CloseWord() {
  return <span>{useMessages().close}</span>;
}

describe('given no provider', () => {
  it('reads the English defaults', () => {
    render(<CloseWord />);
    expect(screen.getByText('Close')).toBeTruthy();
  });
});

describe('given nested providers', () => {
  it('lets the inner override win and keeps the rest', () => {
    render(
      <MessagesProvider messages={{ close: 'Fermer', next: 'Suivant' }}>
        <MessagesProvider messages={{ close: 'Schließen' }}>
          <CloseWord />
        </MessagesProvider>
      </MessagesProvider>,
    );
    expect(screen.getByText('Schließen')).toBeTruthy();
  });
});

describe('format()', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(format('{count} of {limit} characters', { count: 3, limit: 10 })).toBe('3 of 10 characters');
    expect(format('Item {current} of {total}', { current: 2 })).toBe('Item 2 of {total}');
  });
});
