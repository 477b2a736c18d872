// Size budgets: minified, gzip, React external. The anchors are the libraries our primitives are measured
// against (TOOLCHAIN.md); they have no budget of their own, `scripts/size.ts` prints them beside
// ours and checks the ratio rules.
import { fileURLToPath } from 'node:url';

const react = ['react', 'react-dom', 'react/jsx-runtime'];

/** What a bundler sees: automatic JSX and production React. */
const modifyEsbuildConfig = (config) => ({
  ...config,
  jsx: 'automatic',
  define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
});

const ours = (name, path, imports, limit) => ({
  name,
  path,
  import: imports,
  limit,
  gzip: true,
  ignore: react,
  modifyEsbuildConfig,
});
// size-limit resolves bare names with require(), which ESM-only packages refuse: hand it the file.
const anchor = (name, module, imports) => ({
  name: `anchor: ${name}`,
  import: { [fileURLToPath(import.meta.resolve(module))]: imports },
  gzip: true,
  ignore: react,
  modifyEsbuildConfig,
});

export default [
  ours(
    '@aisle/tokens (banner list, BannerTheme)',
    'packages/tokens/dist/index.js',
    '{ banners, getBanner, BannerTheme, setDocumentBanner }',
    '6 kB',
  ),
  ours('@aisle/tokens one banner theme CSS', 'packages/tokens/dist/themes/kroger.css', undefined, '1.5 kB'),
  ours('@aisle/ui Button', 'packages/ui/dist/index.js', '{ Button }', '1.5 kB'),
  ours('@aisle/ui whole entry', 'packages/ui/dist/index.js', '*', '45 kB'),
  ours('@aisle/ui CSS', 'packages/ui/dist/index.css', undefined, '10 kB'),
  anchor(
    '@radix-ui/react-dialog',
    '@radix-ui/react-dialog',
    '{ Root, Trigger, Portal, Overlay, Content, Title, Description, Close }',
  ),
  anchor('@radix-ui/react-tabs', '@radix-ui/react-tabs', '{ Root, List, Trigger, Content }'),
  anchor('sonner', 'sonner', '{ Toaster, toast }'),
  anchor('embla-carousel-react', 'embla-carousel-react', 'useEmblaCarousel'),
  anchor('vaul', 'vaul', '{ Drawer }'),
];
