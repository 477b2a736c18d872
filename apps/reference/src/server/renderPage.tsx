import { getBanner } from '@aisle/tokens';
import type { RenderPage } from 'reference-api/page-rendering';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { loadOpeningPage } from '../routes';
import { Storefront } from '../Storefront';

/**
 * The page's first render, as markup for `#root`: the shell, and the page in the state it shows
 * before its data arrives (which the browser fetches). The browser hydrates it (main.tsx), so the
 * shopper sees the page before its script has run.
 */
export const renderPage: RenderPage = async ({ pathname, search, hostname, banner, signedIn }) => {
  await loadOpeningPage(pathname, signedIn);
  const root = renderToString(
    <StrictMode>
      <Router ssrPath={pathname} ssrSearch={search}>
        <Storefront banner={banner} servedSignedIn={signedIn} hostname={hostname} />
      </Router>
    </StrictMode>,
  );
  return { root, title: getBanner(banner).title };
};
