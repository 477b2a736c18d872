import { readFileSync, writeFileSync } from 'node:fs';

/**
 * vanilla-extract compiles each `recipe()` and `createSprinkles()` into a call to a small runtime
 * function. Bundlers must assume a call has side effects, so importing one part would keep every
 * other part's recipe. The calls are pure; saying so lets `import { Modal }` shake the rest out.
 * @param {string} file
 */
export function markVanillaExtractCallsPure(file) {
  const js = readFileSync(file, 'utf8');
  const aliases = [...js.matchAll(/import \{ \w+ as (\w+) \} from "@vanilla-extract\/[\w/-]+";/g)].map((m) => m[1]);
  if (aliases.length === 0) return;
  const call = new RegExp(`= (${aliases.join('|')})\\(`, 'g');
  writeFileSync(file, js.replace(call, '= /* @__PURE__ */ $1('));
}
