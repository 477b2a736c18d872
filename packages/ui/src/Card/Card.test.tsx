import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';
import { card } from './Card.css';

describe('given a Card rendered as an article', () => {
  it('renders the element with the chosen padding and elevation', () => {
    render(<Card as="article" aria-label="Summary" padding="large" elevated />);
    const article = screen.getByRole('article', { name: 'Summary' });
    expect(article.className).toBe(card({ padding: 'large', elevated: true }));
  });
});
