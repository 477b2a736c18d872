import '@aisle/tokens/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { routes } from './routes';

followContentSecurityPolicy();
const banner = currentBanner();
// The theme first, so the first paint is already the banner's.
await applyBanner(banner);

// React Router's declarative mode: pages load through React.lazy (routes.tsx), so the data
// router's loaders and lazy routes would be 16 kB gzip of the first download for nothing.
const appRoutes = routes(banner);
function App() {
  return useRoutes(appRoutes);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
