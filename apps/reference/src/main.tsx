import '@aisle/tokens/font-fallbacks.css';
import type { ServiceData } from '@aisle/core';
import { serviceDataElementId } from 'reference-api/page-rendering';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { afterFirstPaint } from './loading/afterFirstPaint';
import { loadOpeningPage } from './routes';
import { getAccessToken, readSession } from './session/session';
import { Storefront } from './Storefront';

followContentSecurityPolicy();
const banner = currentBanner();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// What the server assumed when it rendered the page (the signed-in hint cookie), read before
// readSession() brings that cookie in line with this tab's session.
const servedSignedIn = root.dataset.session === 'hinted';
const hasSession = readSession() !== null;
const serviceData = readServiceData();

// Once the page has painted: the banner's typeface (the fallback face the first paint uses is sized
// to it, so the swap moves nothing; tokens README), and a returning shopper's token, renewed
// through the cookie so the first click need not wait for it. A page that reads data asks for the
// token itself as it mounts.
afterFirstPaint(() => {
  void import('@aisle/tokens/fonts.css');
  if (hasSession) void getAccessToken();
});

// The theme first, so the first paint is already the banner's (at once when the server put it in
// the page), and the opening page's code, so React renders it whole: over the page the server
// rendered, which it hydrates, or (Vite's dev server) into an empty root. A `.then`, not a
// top-level await, which would turn off Rolldown's chunk merging and split the first download.
void Promise.all([applyBanner(banner), loadOpeningPage(window.location.pathname, hasSession || servedSignedIn)]).then(
  () => {
    const app = (
      <StrictMode>
        <Storefront
          banner={banner}
          servedSignedIn={servedSignedIn}
          hostname={window.location.hostname}
          serviceData={serviceData}
        />
      </StrictMode>
    );
    // A page that does not hydrate as sent is drawn again by React; the component stack says where
    // (production errors are minified), for the journeys' check and for anyone reading the console.
    if (root.hasChildNodes())
      hydrateRoot(root, app, {
        onRecoverableError: (error, { componentStack }) => console.error(error, componentStack ?? ''),
      });
    else createRoot(root).render(app);
  },
);

/** The answers the server rendered the page with (its `serviceData`), for hydrating from the same. */
function readServiceData(): ServiceData | undefined {
  const element = document.getElementById(serviceDataElementId);
  if (!element?.textContent) return undefined;
  return { answers: new Map(JSON.parse(element.textContent) as [string, unknown][]) };
}
