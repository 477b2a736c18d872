import type { BannerId } from '@aisle/contracts';
import { Spinner } from '@aisle/ui';
import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from './account/RequireSession';
import { pageTable, type PageEntry } from './pageTable';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { AppShell } from './shell/AppShell';

type PageModule = Record<string, ComponentType<Record<string, unknown>>>;

// Each page is its own chunk, fetched when it is first shown (the server preloads the one a visit
// opens on). Globbed from the page table's folders; pageTable.test.ts holds the table to them.
const pageModules = import.meta.glob<PageModule>([
  './pages/**/*Page.tsx',
  './account/pages/*Page.tsx',
  './account/PlaceholderPage.tsx',
  './wallet/*Page.tsx',
]);

type Page = ComponentType<Record<string, unknown>>;

/** The page's component: lazy, so its module is fetched the first time it renders. */
function lazyPage(module: string): Page {
  const load = pageModules[`./${module}`];
  if (!load) throw new Error(`No page module ${module}`);
  const name = module.replace(/^.*\//, '').replace(/\.tsx$/, '');
  return lazy(async () => {
    const Page = (await load())[name];
    if (!Page) throw new Error(`${module} exports no ${name}`);
    return { default: Page };
  });
}

// One component per module, so two paths of one page (the dashboard's) share its chunk and state.
const pages = new Map<string, Page>();
function pageOf(module: string): Page {
  const page = pages.get(module) ?? lazyPage(module);
  pages.set(module, page);
  return page;
}

/**
 * A page of the table. A page that needs a session decides before its code is fetched: without
 * one, RequireSession sends the visitor to sign in and the lazy page is never rendered.
 */
function PageRoute({ entry, Page }: { entry: PageEntry; Page: Page }) {
  // The Spinner waits before showing, so a preloaded page never flashes it; the shell's main area
  // keeps its height meanwhile.
  const page = (
    <Suspense fallback={<Spinner />}>
      <Page title={entry.placeholder} />
    </Suspense>
  );
  return entry.signedIn ? <RequireSession>{page}</RequireSession> : page;
}

/** Every route of the account spec's table (§2), plus home, sign-in and the cart. */
export function routes(banner: BannerId): RouteObject[] {
  return [
    {
      element: <AppShell banner={banner} />,
      children: [
        { index: true, element: <HomePage /> },
        ...pageTable.map((entry) => ({
          path: entry.path,
          element: <PageRoute entry={entry} Page={pageOf(entry.module)} />,
        })),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
