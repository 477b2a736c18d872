import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const directive = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use client\1;?/;

/**
 * Whether a source module opens with the `'use client'` directive.
 * @param {string} source
 */
export function isClientModule(source) {
  return directive.test(source);
}

/**
 * What makes a module client-only under React Server Components: it calls a hook, creates a
 * context or hands an event handler to an element. Such a module must say `'use client'`, or a
 * server component that renders it fails.
 * @param {string} source
 */
export function needsClientDirective(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  return /\buse[A-Z]\w*\s*(?:<[^>()]*>)?\(|\bcreateContext\s*[<(]|\son[A-Z]\w*=\{/.test(code);
}

/**
 * esbuild drops module directives when it bundles, and code splitting scatters modules into
 * chunks. This puts `"use client";` back at the top of every built module holding at least one
 * client source module, so a server component can still import the server-safe ones. It reads the
 * metafiles tsup writes with `metafile: true`, then removes them: they are not for consumers.
 * @param {string} packageDir
 * @param {string} [dist]
 * @returns {string[]} the outputs it marked
 */
export function markClientOutputs(packageDir, dist = join(packageDir, 'dist')) {
  /** @type {string[]} */
  const marked = [];
  /** @type {Map<string, boolean>} */
  const clientSources = new Map();
  /** @param {string} input */
  const isClientSource = (input) => {
    if (!/\.tsx?$/.test(input) || input.includes('node_modules')) return false;
    let known = clientSources.get(input);
    if (known === undefined) {
      const path = join(packageDir, input);
      known = existsSync(path) && isClientModule(readFileSync(path, 'utf8'));
      clientSources.set(input, known);
    }
    return known;
  };
  for (const format of ['esm', 'cjs']) {
    const metafilePath = join(dist, `metafile-${format}.json`);
    if (!existsSync(metafilePath)) continue;
    /** @type {{ outputs: Record<string, { inputs: Record<string, unknown> }> }} */
    const { outputs } = JSON.parse(readFileSync(metafilePath, 'utf8'));
    for (const [output, { inputs }] of Object.entries(outputs)) {
      if (!/\.c?js$/.test(output) || !Object.keys(inputs).some(isClientSource)) continue;
      const file = join(packageDir, output);
      // On the first line, so the source map's line numbers still hold.
      writeFileSync(file, `"use client";${readFileSync(file, 'utf8')}`);
      marked.push(output);
    }
    rmSync(metafilePath);
  }
  return marked;
}
