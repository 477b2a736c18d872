import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modesFor, viewports, type Mode } from '../../.storybook/modes';

export interface Snapshot {
  /** File name of the image, unique per story and mode. */
  name: string;
  storyId: string;
  title: string;
  storyName: string;
  mode: string;
  banner: Mode['banner'];
  width: number;
  height: number;
}

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
}

/** Every story of a static Storybook build × its modes, from the build's index.json. */
export function listSnapshots(storybookDir: string): Snapshot[] {
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story')
    .flatMap((entry) =>
      Object.entries(modesFor(entry.tags ?? [])).map(([mode, { banner, viewport }]) => {
        const { width, height } = viewports[viewport].styles;
        return {
          name: `${entry.id}--${mode.replace(/\s+/g, '-')}`,
          storyId: entry.id,
          title: entry.title,
          storyName: entry.name,
          mode,
          banner,
          width: Number.parseInt(width, 10),
          height: Number.parseInt(height, 10),
        };
      }),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
}
