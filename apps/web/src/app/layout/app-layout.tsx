import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { buttonClasses } from '../../components/button.tsx';
import { PageLoader } from '../../components/spinner.tsx';
import { TooltipProvider } from '../../components/tooltip.tsx';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { cx } from '../../lib/class-names.ts';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import { useSidebar } from './use-sidebar.ts';

const CONTENT_OFFSET: Record<number, string> = { 0: 'ml-0', 90: 'ml-[90px]', 290: 'ml-[290px]' };

/** Sidebar, header and the current screen. */
export function AppLayout() {
  const sidebar = useSidebar();
  const toggleButtonRef = useRef<HTMLButtonElement>(null);
  const { theme } = useTheme();

  return (
    <TooltipProvider>
      <div className="min-h-dvh">
        {/* Off screen until focused; then a real button-sized control over the header. */}
        <a
          href="#main-content"
          className={buttonClasses(
            'primary',
            'md',
            'fixed top-3 left-3 z-[80] -translate-y-[200%] shadow-lg focus:translate-y-0',
          )}
        >
          Skip to content
        </a>
        <Sidebar sidebar={sidebar} toggleButtonRef={toggleButtonRef} />
        <div
          className={cx(
            'flex min-h-dvh min-w-0 flex-col transition-[margin] duration-200 ease-out',
            CONTENT_OFFSET[sidebar.contentOffset],
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
        {/*
          At the bottom, where no screen has its header or its title, and expanded: several
          in a row stand one above the other, each readable, instead of a pile showing only
          the newest. Four fit: the notification bell shows three and one counting the rest.
        */}
        <Toaster
          theme={theme}
          position="bottom-right"
          expand
          visibleToasts={4}
          closeButton
          offset={{ bottom: 24, right: 24 }}
          mobileOffset={{ bottom: 16, left: 16, right: 16 }}
        />
      </div>
    </TooltipProvider>
  );
}
