// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './Skeleton';

describe('given a server without a DOM', () => {
  it('renders every Skeleton shape without touching window', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <>
        <Skeleton lines={2} />
        <Skeleton shape="circle" width={48} />
        <Skeleton shape="rectangle" height="10rem" />
      </>,
    );
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(3);
    expect(html).toContain('data-shape="circle"');
    expect(html).toContain('10rem');
  });
});
