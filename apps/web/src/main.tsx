import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { RootShell } from './app/root-shell.tsx';
import { preloadSignedInScreen, preloadSignInScreen } from './app/router.tsx';
import { getAccessToken } from './lib/api/token-storage.ts';
import './styles.css';

/** The longest the app waits for its first screen's chunks and data before it renders anyway. */
const FIRST_SCREEN_WAIT_MS = 5000;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const isSignedIn = getAccessToken() !== null;

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

/** After `ms` at most: a start never waits on a request that hangs. */
const atMost = (ms: number, loading: Promise<unknown>) =>
  Promise.race([loading, new Promise((resolve) => setTimeout(resolve, ms))]);

// React starts once the first screen's chunks (and, signed in, the session check) are in;
// a screen's own data is asked for then too, but not waited for. Its first render is the
// screen itself: index.html's skeleton
// or spinner stays until then, instead of React rendering a loader of its own, suspending
// and rendering again, each a long task on a slow phone (measured with `bench:lighthouse`: bench/README.md and its history).
// A chunk that fails to load is fetched again, and its error shown, when the route renders.
// The requests start in a task of their own, not at the end of the long one that ran the
// first script's modules, so the browser can paint and take input between the two.
const firstScreen = new Promise((resolve) => setTimeout(resolve)).then(() =>
  isSignedIn ? preloadSignedInScreen(window.location.pathname, window.location.search) : preloadSignInScreen(),
);
void atMost(FIRST_SCREEN_WAIT_MS, firstScreen).finally(renderApp);
