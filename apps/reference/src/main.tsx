import '@aisle/tokens/font-fallbacks.css';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { loadOpeningPage, routes } from './routes';
import { readSession } from './session/session';

followContentSecurityPolicy();
const banner = currentBanner();

// React Router's declarative mode: pages load through React.lazy (routes.tsx), so the data
// router's loaders and lazy routes would be 16 kB gzip of the first download for nothing.
const appRoutes = routes(banner);
function App() {
  useEffect(loadTypefacesAfterFirstPaint, []);
  return useRoutes(appRoutes);
}

/**
 * The banner's typeface after the first paint (the effect runs after the first commit; a frame and
 * a task later the frame is painted): the first paint waits for no font file, and the fallback
 * face it paints with is sized to the typeface, so the swap moves nothing (tokens README).
 */
function loadTypefacesAfterFirstPaint() {
  requestAnimationFrame(() => setTimeout(() => void import('@aisle/tokens/fonts.css')));
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The theme first, so the first paint is already the banner's (at once when the server put it in
// the page), and the opening page's code, so the first paint shows it whole. A `.then`, not a
// top-level await, which would turn off Rolldown's chunk merging and split the first download.
void Promise.all([applyBanner(banner), loadOpeningPage(window.location.pathname, readSession() !== null)]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
