import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { RootShell } from './app/root-shell.tsx';
import { preloadSignedInScreen } from './app/router.tsx';
import { getAccessToken } from './lib/api/token-storage.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

if (getAccessToken()) preloadSignedInScreen(window.location.pathname, window.location.search);

// A transition lets React render the first screen in small slices, yielding to the
// browser between them, instead of one long task that holds a slow phone's main thread.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <RootShell />
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
});
