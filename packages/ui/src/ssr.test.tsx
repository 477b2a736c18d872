// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BannerTheme } from '@aisle/tokens';
import * as ui from './index';

// Product teams render on the server: importing and rendering must never touch `window`.
describe('given a server without a DOM', () => {
  it('has no window', () => {
    expect(typeof window).toBe('undefined');
  });

  it('renders every part of @aisle/ui inside a banner theme', () => {
    const html = renderToString(
      <BannerTheme banner="kroger">
        <ui.Button>Save</ui.Button>
        <ui.Button busy busyLabel="Saving">
          Save
        </ui.Button>
      </BannerTheme>,
    );
    expect(html).toContain('aisle-banner-kroger');
    expect(html).toContain('aria-busy="true"');
  });

  it('exports only parts that are covered here', () => {
    // Keep this list in step with index.ts: a new part must be rendered above.
    expect(Object.keys(ui).sort()).toEqual(['Button']);
  });
});
