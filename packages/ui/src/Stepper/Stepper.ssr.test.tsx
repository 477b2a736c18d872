// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Stepper } from './Stepper';

describe('given a server without a DOM', () => {
  it('renders a Stepper in each state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Stepper
        steps={[{ label: 'Details' }, { label: 'Review' }, { label: 'Confirm' }]}
        current={1}
        connector="long"
      />,
    );
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('completed');
    expect(html).toContain('not completed');
  });
});
