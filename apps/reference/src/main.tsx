import '@aisle/tokens/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { routes } from './routes';

followContentSecurityPolicy();
const banner = currentBanner();

// React Router's declarative mode: pages load through React.lazy (routes.tsx), so the data
// router's loaders and lazy routes would be 16 kB gzip of the first download for nothing.
const appRoutes = routes(banner);
function App() {
  return useRoutes(appRoutes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// The theme first, so the first paint is already the banner's: at once when the server put it in
// the page. A `.then`, not a top-level await, which would turn off Rolldown's chunk merging and
// split the first download into dozens of files.
void applyBanner(banner).then(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
