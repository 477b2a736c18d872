// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Radio } from './Radio';
import { RadioGroup } from './RadioGroup';

describe('given a server without a DOM', () => {
  it('renders a RadioGroup and its Radios, uncontrolled and controlled', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <RadioGroup legend="Contact method" defaultValue="phone" hint="How we reach you">
          <Radio value="email" label="Email" />
          <Radio value="phone" label="Phone" />
        </RadioGroup>
        <RadioGroup legend="Contact method" value={null} error="Choose one" required disabled>
          <Radio value="email" label="Email" hint="Daily at most" />
        </RadioGroup>
      </>,
    );
    expect(html).toContain('role="radiogroup"');
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="phone"/);
    expect(html).toContain('aria-required="true"');
  });
});
