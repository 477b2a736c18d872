'use client';

import { createContext, useContext } from 'react';

/** The id of the title of the RadioTile around an action. Its own module, so a Menu in a tile's actions does not pull in the tile. */
export const TileTitleContext = createContext<string | null>(null);

/** The id of the title of the tile around an action, so the action can say which tile it acts on. */
export function useRadioTileTitleId(): string | null {
  return useContext(TileTitleContext);
}
