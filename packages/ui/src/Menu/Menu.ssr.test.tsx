// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Menu } from './Menu';

describe('given a server without a DOM', () => {
  it('renders the closed trigger, announcing its menu', () => {
    const html = renderToString(<Menu label="Actions" items={[{ id: 'edit', label: 'Edit', onSelect: () => {} }]} />);
    expect(html).toContain('aria-haspopup="menu"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('role="menu"');
  });
});
