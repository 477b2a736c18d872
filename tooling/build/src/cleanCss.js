import { readFileSync, writeFileSync } from 'node:fs';

/**
 * esbuild's vanilla-extract plugin opens each stylesheet with a comment naming its virtual module
 * (with the whole source, base64-encoded). It means nothing to a consumer and doubles the file.
 * @param {string} file
 */
export function cleanCss(file) {
  const css = readFileSync(file, 'utf8').replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n/g, '');
  writeFileSync(file, css);
}
