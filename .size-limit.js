// Size budgets: minified, gzip, React external. The anchors are the libraries our primitives are measured
// against (TOOLCHAIN.md); they have no budget of their own, `scripts/size.ts` prints them beside
// ours and checks the ratio rules.
import { fileURLToPath } from 'node:url';

const react = ['react', 'react-dom', 'react/jsx-runtime'];
const withoutDialog = [...react, '@radix-ui/react-dialog'];
// @aisle/core is measured on its own: React, SWR and the packages below it are counted there.
const withoutAisle = [...react, 'swr', '@aisle/tokens', '@aisle/ui', '@aisle/contracts'];
// A feature package is measured on top of the packages below it, which a storefront already has.
const withoutAisleStack = [
  ...withoutAisle,
  '@aisle/core',
  '@aisle/core/format',
  '@aisle/core/address-form',
  '@aisle/contracts',
  '@aisle/contracts/account',
  '@aisle/contracts/wallet',
  '@aisle/contracts/scheduling',
];
const formLibraries = ['react-hook-form', 'zod', '@hookform/resolvers/zod'];
const withoutWalletStack = [...withoutAisleStack, ...formLibraries];
// Checkout is measured on top of the wallet, whose card box and flyout its payment page embeds.
const withoutCheckoutStack = [...withoutWalletStack, '@aisle/wallet', '@aisle/contracts/checkout'];

/** What a bundler sees: automatic JSX and production React. */
const modifyEsbuildConfig = (config) => ({
  ...config,
  jsx: 'automatic',
  define: { ...config.define, 'process.env.NODE_ENV': '"production"' },
});

const ours = (name, path, imports, limit, ignore = react) => ({
  name,
  path,
  import: imports,
  limit,
  gzip: true,
  ignore,
  modifyEsbuildConfig,
});
// size-limit resolves bare names with require(), which ESM-only packages refuse: hand it the file.
const anchor = (name, module, imports, ignore = react) => ({
  name: `anchor: ${name}`,
  import: { [fileURLToPath(import.meta.resolve(module))]: imports },
  gzip: true,
  ignore,
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
  ours('@aisle/ui Modal', 'packages/ui/dist/index.js', '{ Modal }', '15.6 kB'),
  ours('@aisle/ui Drawer', 'packages/ui/dist/index.js', '{ Drawer }', '17 kB'),
  // vaul bundles Radix Dialog too; without it on either side, this is what each drawer adds to it.
  ours('@aisle/ui Drawer beyond Radix Dialog', 'packages/ui/dist/index.js', '{ Drawer }', '2 kB', withoutDialog),
  ours('@aisle/ui Toasts', 'packages/ui/dist/index.js', '{ toast, ToastRegion }', '5.9 kB'),
  ours('@aisle/ui Carousel', 'packages/ui/dist/index.js', '{ Carousel }', '4.8 kB'),
  ours('@aisle/ui Tabs', 'packages/ui/dist/index.js', '{ Tabs }', '10.7 kB'),
  // Hand-written: Radix DropdownMenu measured 21 kB beyond its Dialog for the same three-item menu.
  ours('@aisle/ui Menu', 'packages/ui/dist/index.js', '{ Menu }', '2.8 kB'),
  ours('@aisle/ui whole entry', 'packages/ui/dist/index.js', '*', '45 kB'),
  ours('@aisle/ui CSS', 'packages/ui/dist/index.css', undefined, '10 kB'),
  // The specs' clients stood on axios (hence 408 ECONNABORTED); ours does the same job on fetch.
  ours('@aisle/core service client', 'packages/core/dist/index.js', '{ createServiceClient }', '3 kB', withoutAisle),
  ours(
    '@aisle/core StorefrontProvider',
    'packages/core/dist/index.js',
    '{ StorefrontProvider, useStorefront }',
    '6 kB',
    withoutAisle,
  ),
  // The contracts on their own: what a server or a feature takes of the wire and the domain.
  ours(
    '@aisle/contracts banners',
    'packages/contracts/dist/index.js',
    '{ bannerIds, getBannerBehaviour, resolveBanner }',
    '2.5 kB',
  ),
  ours(
    '@aisle/contracts address model',
    'packages/contracts/dist/index.js',
    '{ fromFormValues, toProfileAddressPayload, fromAddressRecord, isSameAddress, sortAddresses }',
    '4.5 kB',
  ),
  // zod comes with the forms that use it (react-hook-form's resolver); the schemas are what we add.
  ours('@aisle/contracts wallet schemas', 'packages/contracts/dist/wallet/index.js', '*', '3 kB', [...react, 'zod']),
  // Every call of the scheduling spec's wire: 4.16 kB once the delivery service, the map and the
  // geocoding joined it.
  ours('@aisle/contracts scheduling schemas', 'packages/contracts/dist/scheduling/index.js', '*', '4.3 kB', [
    ...react,
    'zod',
  ]),
  // Every call of the checkout spec's wire: 3.18 kB since the create call carries the buyer and the
  // fulfilment (and with them the address shape) and the modification its summary, promo codes and
  // identity data, 3.31 kB once a line carries its substitution policy, 3.38 kB with create purchase,
  // the cart id, the SNAP EBT minimum and EBT_CARD. A page takes only the modules it uses: the create
  // call has its own.
  ours('@aisle/contracts checkout schemas', 'packages/contracts/dist/checkout/index.js', '*', '3.42 kB', [
    ...react,
    'zod',
  ]),
  ours('@aisle/core formatting', 'packages/core/dist/format/index.js', '*', '3 kB', withoutAisle),
  // The address form the features share (1.44 kB), its own code: the form libraries come with the
  // first form a page shows, whichever it is (the wallet's flyout line counts them).
  ours('@aisle/core address form', 'packages/core/dist/address-form/index.js', '*', '1.6 kB', [
    ...withoutAisle,
    ...formLibraries,
  ]),
  ours('@aisle/core address form CSS', 'packages/core/dist/address-form/index.css', undefined, '0.3 kB'),
  // The wallet's flyout: its own code, then with the form libraries it brings (react-hook-form, zod).
  ours(
    '@aisle/wallet PaymentFlyout',
    'packages/wallet/dist/index.js',
    '{ PaymentFlyout }',
    '24 kB',
    withoutWalletStack,
  ),
  ours(
    '@aisle/wallet PaymentFlyout with its form libraries',
    'packages/wallet/dist/index.js',
    '{ PaymentFlyout }',
    '64 kB',
    withoutAisleStack,
  ),
  // The shopping-method selector, what a storefront's header opens: its store search, location
  // consent, both address books, the delivery times it leads on to and the address form (20.6 kB,
  // 0.15 kB of it the first-three rule of the account spec's checkout address picker;
  // each screen carries only its own words: 15.4 kB without the form and the v2 book when every
  // screen read the whole table; +2.3 kB for 'View Delivery Times', the host's basket and flash-sale
  // refreshes, the address checks' messages and the ZIP constraint event of the spec's section 4).
  // size-limit does not split: about 4.2 kB of it, the form, loads only when opened. The v2 book
  // (1.7 kB) loads with the rest, even for a host on v1.
  ours(
    '@aisle/scheduling ModalitySelectorModal',
    'packages/scheduling/dist/index.js',
    '{ ModalitySelectorModal }',
    '20.7 kB',
    withoutAisleStack,
  ),
  // The cart's item lists: what a cart or order page shows of its lines (3.81 kB).
  ours(
    '@aisle/scheduling item lists',
    'packages/scheduling/dist/index.js',
    '{ ExpandableItemList, ItemImageStrip }',
    '4.5 kB',
    withoutAisleStack,
  ),
  // The payment page, every block of it, on top of the wallet it embeds and the form libraries
  // (22.63 kB: 21.97 kB before the tip section became a chunk of its own, which Purchase History
  // loads after its page). Every checkout screen reads the whole message table for now (about 3 kB
  // of words): the order-complete page (11.02 kB) and Purchase History (7.52 kB) carry the others'
  // words too, and every call of `checkoutCalls` (the modify submit's options, the late tip
  // rejection's way to the Payment Error page took them over 11 and 7.5). Ship orders' words, on
  // every screen for that reason, took the three to 23.17, 11.30 and 7.76 kB.
  ours(
    '@aisle/checkout PaymentPage',
    'packages/checkout/dist/index.js',
    '{ PaymentPage }',
    '23.3 kB',
    withoutCheckoutStack,
  ),
  ours(
    '@aisle/checkout OrderCompletePage',
    'packages/checkout/dist/index.js',
    '{ OrderCompletePage }',
    '11.4 kB',
    withoutCheckoutStack,
  ),
  ours(
    '@aisle/checkout PurchaseHistory',
    'packages/checkout/dist/index.js',
    '{ PurchaseHistory }',
    '7.9 kB',
    withoutCheckoutStack,
  ),
  anchor('react-hook-form', 'react-hook-form', '{ useForm }'),
  anchor(
    '@radix-ui/react-dialog',
    '@radix-ui/react-dialog',
    '{ Root, Trigger, Portal, Overlay, Content, Title, Description, Close }',
  ),
  anchor('@radix-ui/react-tabs', '@radix-ui/react-tabs', '{ Root, List, Trigger, Content }'),
  anchor('sonner', 'sonner', '{ Toaster, toast }'),
  anchor('embla-carousel-react', 'embla-carousel-react', 'useEmblaCarousel'),
  anchor('vaul', 'vaul', '{ Drawer }'),
  anchor('vaul beyond Radix Dialog', 'vaul', '{ Drawer }', withoutDialog),
  anchor('axios', 'axios', 'axios'),
  anchor('swr', 'swr', 'useSWR'),
];
