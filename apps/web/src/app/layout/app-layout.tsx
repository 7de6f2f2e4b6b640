import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { PageLoader } from '../../components/spinner.tsx';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { cx } from '../../lib/class-names.ts';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebar } from './use-sidebar.ts';

/** SPEC "Main layout": sidebar, header and the current screen. */
export function AppLayout() {
  const sidebar = useSidebar();
  const toggleButtonRef = useRef<HTMLButtonElement>(null);
  const { theme } = useTheme();

  return (
    <div className="min-h-dvh">
      <a
        href="#main-content"
        className="sr-only z-[60] rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar sidebar={sidebar} toggleButtonRef={toggleButtonRef} />
      <div
        className={cx(
          'flex min-h-dvh flex-col transition-[margin] duration-200 ease-out',
          sidebar.isExpanded ? 'md:ml-[290px]' : 'md:ml-[90px]',
        )}
      >
        <AppHeader sidebar={sidebar} toggleButtonRef={toggleButtonRef} />
        <main id="main-content" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none md:px-6 lg:py-8">
          <div className="mx-auto w-full max-w-screen-2xl">
            {/* Keeps the sidebar and header on screen while a screen's code loads. */}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <Toaster theme={theme} position="top-right" closeButton />
    </div>
  );
}
