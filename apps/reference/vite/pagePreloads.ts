import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { pageTable, signedInHintCookie, signInPage } from '../src/pageTable';

/** What the server reads from `page-preloads.json`. */
export interface PagePreloads {
  signInPage: string;
  signedInHintCookie: string;
  pages: { path: string; signedIn: boolean; js: string[]; css: string[] }[];
}

type Bundle = Rollup.OutputBundle;

/** A chunk and every chunk it imports statically, by file name. */
function closure(bundle: Bundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

const cssOf = (bundle: Bundle, files: Iterable<string>) =>
  [...files].flatMap((file) => {
    const chunk = bundle[file];
    return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  });

const url = (file: string) => path.posix.join('/', file);

/**
 * Writes `page-preloads.json` beside index.html: for every page of the page table, the scripts
 * and stylesheets it needs beyond the first download. The reference API links them from the page
 * it sends, so a page's code downloads beside the app's rather than after it.
 */
export function pagePreloads(): Plugin {
  let src = '';
  return {
    name: 'aisle-page-preloads',
    apply: 'build',
    configResolved(config) {
      src = path.join(config.root, 'src');
    },
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!entry) this.error('The build has no entry chunk.');
      const first = closure(bundle, entry.fileName);
      const firstCss = new Set(cssOf(bundle, first));
      const pages = pageTable.map(({ path: pagePath, module, signedIn }) => {
        const chunk = Object.values(bundle).find(
          (each) => each.type === 'chunk' && each.facadeModuleId === path.join(src, module),
        );
        if (!chunk) this.error(`No chunk for the page module ${module}.`);
        const files = [...closure(bundle, chunk.fileName)].filter((file) => !first.has(file));
        return {
          path: pagePath,
          signedIn,
          js: files.map(url),
          css: [...new Set(cssOf(bundle, files))].filter((file) => !firstCss.has(file)).map(url),
        };
      });
      const preloads: PagePreloads = { signInPage, signedInHintCookie, pages };
      this.emitFile({ type: 'asset', fileName: 'page-preloads.json', source: JSON.stringify(preloads, null, 2) });
    },
  };
}
