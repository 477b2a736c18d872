// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Carousel } from './Carousel';

describe('given a server without a DOM', () => {
  it('renders a Carousel at its start without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Carousel aria-label="Days" itemWidth={96}>
        {['One', 'Two', 'Three'].map((day) => (
          <span key={day}>{day}</span>
        ))}
      </Carousel>,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('aria-label="Item 3 of 3"');
    expect(html).toContain('aria-disabled="true"');
  });
});
