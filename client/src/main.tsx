import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Service and contact icons are emoji (spec section 5): a bundled colour emoji font draws them the
// same on every machine, also on one without an emoji font of its own (issue 19). Only @font-face
// rules with unicode ranges: a browser fetches just the subsets a page uses.
import '@fontsource/noto-color-emoji';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
