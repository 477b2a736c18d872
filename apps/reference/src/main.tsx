import '@aisle/tokens/font-fallbacks.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { afterFirstPaint } from './loading/afterFirstPaint';
import { loadOpeningPage, StorefrontRoutes } from './routes';
import { getAccessToken, readSession } from './session/session';
import { AppShell } from './shell/AppShell';

followContentSecurityPolicy();
const banner = currentBanner();
// A returning shopper's token, renewed through the cookie at once rather than when the page's
// first call asks for it: the renewal runs beside the page's code instead of after it.
const hasSession = readSession() !== null;
if (hasSession) void getAccessToken();

// The banner's typeface once the page has painted: the first paint waits for no font file, and the
// fallback face it paints with is sized to the typeface, so the swap moves nothing (tokens README).
afterFirstPaint(() => void import('@aisle/tokens/fonts.css'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The theme first, so the first paint is already the banner's (at once when the server put it in
// the page), and the opening page's code, so the first paint shows it whole. A `.then`, not a
// top-level await, which would turn off Rolldown's chunk merging and split the first download.
void Promise.all([applyBanner(banner), loadOpeningPage(window.location.pathname, hasSession)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppShell banner={banner}>
        <StorefrontRoutes />
      </AppShell>
    </StrictMode>,
  ),
);
