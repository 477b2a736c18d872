// Plain JavaScript: tsup loads its config with the packages it imports left external, so a
// build step imported from there must run in Node as it is.
export { cleanCss } from './cleanCss.js';
export { markVanillaExtractCallsPure } from './markPure.js';
export { isClientModule, markClientOutputs, needsClientDirective } from './useClient.js';
