export declare function cleanCss(file: string): void;
export declare function markVanillaExtractCallsPure(file: string): void;
export declare function isClientModule(source: string): boolean;
export declare function needsClientDirective(source: string): boolean;
/** Returns the outputs it marked `"use client"`. */
export declare function markClientOutputs(packageDir: string, dist?: string): string[];
