// First: zod must know it may not use eval before any schema is built (see the module).
import './lib/form/zod-without-eval';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadFirstPage } from './app/first-page';
import { AppRoutes } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstPage(window.location.pathname);

const root = createRoot(container);
// A transition renders in slices that give the main thread back every few milliseconds, so the
// first render is not one long task that delays the page's first input.
startTransition(() => {
  root.render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
