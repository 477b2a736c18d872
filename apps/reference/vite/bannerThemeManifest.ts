import path from 'node:path';
import type { Plugin } from 'vite';

/** What the server reads from `banner-themes.json`: each banner's theme stylesheet in the build. */
export type BannerThemeManifest = Record<string, { css: string; className: string }>;

// The theme modules of @aisle/tokens: `themes/<banner>.css` once published, `.css.ts` in the workspace.
const themeModule = /[\\/]themes[\\/]([a-z0-9-]+)\.css(?:\.ts)?$/;
const themeClass = /^\s*\.([\w-]+)\s*\{/;

/**
 * Writes `banner-themes.json` beside index.html: for every banner theme the app can load, the
 * stylesheet the build made of it and the class it applies to. The reference API reads it to put
 * the visitor's theme into the page it sends, so the first paint is the banner's without waiting
 * for a script to fetch the theme.
 */
export function bannerThemeManifest(): Plugin {
  return {
    name: 'aisle-banner-theme-manifest',
    apply: 'build',
    generateBundle(_, bundle) {
      const manifest: BannerThemeManifest = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.facadeModuleId) continue;
        const banner = themeModule.exec(chunk.facadeModuleId)?.[1];
        const [css] = chunk.viteMetadata?.importedCss ?? [];
        if (!banner || !css) continue;
        const asset = bundle[css];
        const source = asset?.type === 'asset' ? String(asset.source) : '';
        const className = themeClass.exec(source)?.[1];
        if (!className) this.error(`The theme of ${banner} (${css}) does not start with its class.`);
        manifest[banner] = { css: path.posix.join('/', css), className };
      }
      if (Object.keys(manifest).length === 0) this.error('No banner theme was built.');
      this.emitFile({ type: 'asset', fileName: 'banner-themes.json', source: JSON.stringify(manifest, null, 2) });
    },
  };
}
