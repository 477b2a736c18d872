// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SchedulingTestProvider } from '../testing/SchedulingTestProvider';
import { ModalitySelector } from './ModalitySelector';
import { ModalitySelectorModal } from './ModalitySelectorModal';

describe('given a server without a DOM', () => {
  it('renders the selector page with its heading and the banner’s ways to shop', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <ModalitySelector onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    expect(html).toMatch(/<h1[^>]*>How are you shopping today\?<\/h1>/);
    expect(html).toContain('aria-label="Ways to shop"');
    for (const name of ['Pickup', 'Delivery', 'In Store', 'Ship'])
      expect(html).toMatch(new RegExp(`<button[^>]*>${name}</button>`));
  });

  it('renders the V2 tabs', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <ModalitySelector version="V2" onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    expect(html).toContain('role="tablist"');
    expect(html).toContain('ZIP Code');
  });

  it('renders nothing of a closed modal', () => {
    const html = renderToString(
      <SchedulingTestProvider handlers={[]}>
        <ModalitySelectorModal open={false} onOpenChange={() => undefined} onModalityChange={() => undefined} />
      </SchedulingTestProvider>,
    );
    expect(html).not.toContain('role="dialog"');
  });
});
