import { join } from 'node:path';

const root = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', '..');

export const paths = {
  root,
  storybook: join(root, 'storybook-static'),
  /** Committed: the approved look of every snapshot. */
  baselines: join(root, 'visual', 'baselines'),
  /** Written by each run: the report and the images it shows. */
  results: join(root, 'test-results', 'visual'),
};
