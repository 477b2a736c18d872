// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select';

describe('given a server without a DOM', () => {
  it('renders every Select state without touching window', () => {
    expect(typeof window).toBe('undefined');
    const options = [{ value: 'AB', label: 'Alberta' }];
    const html = renderToString(
      <>
        <Select label="Province" options={options} placeholder="Select a province" />
        <Select label="Province" options={options} error="Select a province" required disabled />
      </>,
    );
    expect(html).toContain('Select a province');
    expect(html).toContain('aria-invalid="true"');
  });
});
