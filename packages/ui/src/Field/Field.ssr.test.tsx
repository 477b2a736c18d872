// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';

describe('given a server without a DOM', () => {
  it('renders a Field with its hint, error and count, ids matched', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <Field label="Notes" hint="For the driver" error="Too long" characterLimit={10} characterCount={12} required>
        {(control) => <textarea {...control} defaultValue="Gate 4 code" />}
      </Field>,
    );
    const describedBy = /aria-describedby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(describedBy).toHaveLength(3);
    for (const id of describedBy) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('12 of 10 characters');
    expect(html).toContain('aria-invalid="true"');
  });
});
