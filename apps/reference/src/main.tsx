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
const hasSession = readSession() !== null;

// Once the page has painted: the banner's typeface (the fallback face the first paint uses is sized
// to it, so the swap moves nothing; tokens README), and a returning shopper's token, renewed
// through the cookie so the first click need not wait for it. A page that reads data asks for the
// token itself as it mounts.
afterFirstPaint(() => {
  void import('@aisle/tokens/fonts.css');
  if (hasSession) void getAccessToken();
});

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
