import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { RootShell } from './app/root-shell.tsx';
import { preloadSignedInScreen, preloadSignInScreen } from './app/router.tsx';
import { getAccessToken } from './lib/api/token-storage.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const isSignedIn = getAccessToken() !== null;
if (isSignedIn) preloadSignedInScreen(window.location.pathname, window.location.search);

// A transition lets React render the first screen in small slices, yielding to the
// browser between them, instead of one long task that holds a slow phone's main thread.
const renderApp = () =>
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

// A visitor without a session lands on the sign-in form: its chunk first, so the form
// replaces index.html's sign-in skeleton directly, with no "Loading…" screen between.
// A chunk that fails to load is fetched again, and its error shown, when the route renders.
if (isSignedIn) renderApp();
else void preloadSignInScreen().finally(renderApp);
