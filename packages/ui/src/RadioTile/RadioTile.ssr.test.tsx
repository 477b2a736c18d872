// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RadioTile } from './RadioTile';
import { RadioTileAction } from './RadioTileAction';
import { RadioTileGroup } from './RadioTileGroup';

describe('given a server without a DOM', () => {
  it('renders a RadioTileGroup of RadioTiles with RadioTileActions', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <RadioTileGroup legend="Payment card" defaultValue="1234" error="Choose a card" required>
        <RadioTile
          value="1234"
          title="Card ending 1234"
          description="Expires 04/28"
          actions={<RadioTileAction>Edit</RadioTileAction>}
        />
        <RadioTile value="9876" title="Card ending 9876" disabled />
      </RadioTileGroup>,
    );
    const action = /<button[^>]*aria-labelledby="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
    expect(action).toHaveLength(2);
    for (const id of action) expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<input[^>]*checked=""[^>]*value="1234"/);
  });
});
