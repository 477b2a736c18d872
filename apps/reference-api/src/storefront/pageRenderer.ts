import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderPage } from './pageRendering';

/** The storefront's server build, in the built folder; never served as a file. */
export const rendererFolder = 'server';
const rendererFile = path.join(rendererFolder, 'renderPage.js');

/**
 * The storefront's server renderer, when its build made one (`server/renderPage.js`). Without it
 * (an older build) pages go out with an empty root and the browser renders them.
 */
export async function loadPageRenderer(folder: string): Promise<RenderPage | undefined> {
  const file = path.join(folder, rendererFile);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage.`);
  return module.renderPage as RenderPage;
}
