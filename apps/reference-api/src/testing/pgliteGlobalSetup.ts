// The `node` test project: the PGlite templates every test file loads are built here, once.
import { prepareTemplates } from './testDatabase';

export async function setup() {
  await prepareTemplates();
}
