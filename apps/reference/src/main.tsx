import '@aisle/tokens/fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { applyBanner, currentBanner } from './banner/banner';
import { followContentSecurityPolicy } from './csp/contentSecurityPolicy';
import { routes } from './routes';

followContentSecurityPolicy();
const banner = currentBanner();
// The theme first, so the first paint is already the banner's.
await applyBanner(banner);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes(banner))} />
  </StrictMode>,
);
