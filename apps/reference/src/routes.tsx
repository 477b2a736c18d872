import { Spinner } from '@aisle/ui';
import { Suspense, use, useEffect, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { Route, Switch } from 'wouter';
import { RequireSession } from './account/RequireSession';
import { PageFailed } from './loading/PageFailed';
import { pageTable, type PageEntry } from './pageTable';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';

type PageModule = Record<string, ComponentType<Record<string, unknown>>>;

// Each page is its own chunk, fetched when it is first shown (the server preloads the one a visit
// opens on, and main.tsx waits for it). Globbed from the page table's folders; pageTable.test.ts
// holds the table to them.
const pageModules = import.meta.glob<PageModule>([
  './pages/**/*Page.tsx',
  './account/pages/*Page.tsx',
  './account/PlaceholderPage.tsx',
  './wallet/*Page.tsx',
  './shopping/pages/*Page.tsx',
  './checkout/*Page.tsx',
]);

type Page = ComponentType<Record<string, unknown>>;

/** A page's code: fetched once, when first asked for; `loaded` once it has arrived. */
interface PageCode {
  loaded?: Page;
  load(): Promise<Page>;
  /** Forgets a failed download, so the next `load()` fetches again (once the page is left). */
  retry(): void;
}

function pageCode(module: string): PageCode {
  const importModule = pageModules[`./${module}`];
  if (!importModule) throw new Error(`No page module ${module}`);
  const name = module.replace(/^.*\//, '').replace(/\.tsx$/, '');
  let loading: Promise<Page> | undefined;
  let failed = false;
  let retried = false;
  const code: PageCode = {
    // A failed download stays failed until `retry()`: forgotten at once, React's next render would
    // fetch again, and again, as fast as the network fails (offline, in a tight loop). The page
    // shows PageFailed instead, whose Try Again loads the page afresh.
    load: () =>
      (loading ??= importModule().then(
        (exports) => {
          const Page = exports[name];
          if (!Page) throw new Error(`${module} exports no ${name}`);
          code.loaded = Page;
          return Page;
        },
        (error: unknown) => {
          failed = true;
          // Some browsers keep a failed module fetch for the document's life (Chromium 150 does), so
          // the import tried again on the shopper's return fails at once without asking the network.
          // Online, that second failure loads the page afresh, as Try Again would; offline, the page
          // says to check the connection.
          if (retried && typeof window !== 'undefined' && window.navigator.onLine) window.location.reload();
          throw error;
        },
      )),
    retry: () => {
      if (!failed) return;
      failed = false;
      retried = true;
      loading = undefined;
    },
  };
  return code;
}

// One per module, so two paths of one page (the dashboard's) share its code and state.
const codes = new Map<string, PageCode>();
function codeOf(module: string): PageCode {
  const code = codes.get(module) ?? pageCode(module);
  codes.set(module, code);
  return code;
}

/**
 * The page, once its code is in: at once when it already is (the opening page, see
 * `loadOpeningPage`), so the first paint shows it whole; otherwise it suspends until it arrives.
 */
function PageView({ code, title }: { code: PageCode; title?: string }) {
  const Page = code.loaded ?? use(code.load());
  // eslint-disable-next-line react-hooks/static-components -- the module's export: the same component every render.
  return <Page title={title} />;
}

/**
 * A page of the table. A page that needs a session decides before its code is fetched: without
 * one, RequireSession sends the visitor to sign in and the page's code is never asked for.
 */
function PageRoute({ entry }: { entry: PageEntry }) {
  const code = codeOf(entry.module);
  // Once the shopper leaves it, a page whose code failed to arrive forgets so: shown again, it fetches.
  useEffect(() => code.retry, [code]);
  // The Spinner waits before showing, so a page that arrives quickly never flashes it; the shell's
  // main area keeps its height meanwhile. A download that fails shows PageFailed. A page whose code
  // is in (the opening page, on the server and in the browser) renders with no Suspense boundary:
  // hydrating one held the page's first data call back by React's 300 ms reveal throttle.
  const view = <PageView code={code} title={entry.placeholder} />;
  const page = <PageFailed>{code.loaded ? view : <Suspense fallback={<Spinner />}>{view}</Suspense>}</PageFailed>;
  return entry.signedIn ? <RequireSession>{page}</RequireSession> : page;
}

/**
 * Fetches the code of the page a visit opens on, when the visitor may see it: the page's script
 * has already linked its files beside the app's (the server names them), and hydrating once it is
 * in adopts the page the server rendered whole, with no Suspense fallback in between. On the
 * server, it is the page's own code. Never fails: a page whose code did not come says so when
 * rendered (PageFailed), with a Try Again.
 */
export function loadOpeningPage(pathname: string, hasSession: boolean): Promise<void> {
  // The pattern syntax wouter matches routes with.
  const entry = pageTable.find(({ path }) => parse(path).pattern.test(pathname));
  if (!entry || (entry.signedIn && !hasSession)) return Promise.resolve();
  return codeOf(entry.module)
    .load()
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Every route of the account spec's table (§2), plus home, sign-in and the cart. */
export function StorefrontRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomePage />
      </Route>
      {pageTable.map((entry) => (
        <Route key={entry.path} path={entry.path}>
          <PageRoute entry={entry} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
