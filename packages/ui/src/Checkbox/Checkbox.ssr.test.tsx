// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('given a server without a DOM', () => {
  it('renders every Checkbox state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <Checkbox label="Save card" />
        <Checkbox label="I agree" hint="Read them first" error="Agree to continue" required defaultChecked />
        <Checkbox label="Select all" indeterminate disabled />
        <Checkbox label="Save card" readOnly checked onChange={() => {}} />
      </>,
    );
    expect(html).toContain('type="checkbox"');
    expect(html).toContain('aria-readonly="true"');
  });
});
