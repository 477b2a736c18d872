// The yardstick of `pnpm bench:web`: React and ReactDOM rendering a heading and a paragraph, nothing
// else. The storefront's figures are read against this page's, measured in the same run.
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <main>
    <h1>Groceries</h1>
    <p>Pickup and delivery from your store.</p>
  </main>,
);
