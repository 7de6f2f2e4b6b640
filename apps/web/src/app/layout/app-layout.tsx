import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { PageLoader } from '../../components/spinner.tsx';
import { preloadTooltips } from '../../components/tooltip.tsx';
import { notificationPopoverModule } from '../../features/notifications/components/notification-bell.tsx';
import { deferredModule } from '../../lib/lazy/deferred-module.ts';
import { cx } from '../../lib/class-names.ts';
import { AppHeader } from './app-header.tsx';
import { userMenuModule } from './header-user-menu.tsx';
import { Sidebar, sidebarDrawerModule } from './sidebar.tsx';
import { useSidebar } from './use-sidebar.ts';

const CONTENT_OFFSET: Record<number, string> = { 0: 'ml-0', 90: 'ml-[90px]', 290: 'ml-[290px]' };

/** sonner's toaster: toasts asked for before it is in are shown as it arrives. */
const toasterModule = deferredModule(() => import('./app-toaster.tsx'));

/**
 * The layout's Radix and sonner parts. On a phone they come once the first screen has
 * painted (deferredModule); from 768px, where the rail's tooltips are on screen from the
 * first frame, the layout waits for them, so nothing there is swapped in after it shows.
 */
export function preloadLayoutParts(): Promise<unknown> {
  if (!window.matchMedia('(min-width: 768px)').matches) return Promise.resolve();
  const modules = [toasterModule, userMenuModule, notificationPopoverModule, sidebarDrawerModule];
  return Promise.allSettled([preloadTooltips(), ...modules.map((module) => module.load())]);
}

/** Sidebar, header and the current screen. */
export function AppLayout() {
  const sidebar = useSidebar();
  const toggleButtonRef = useRef<HTMLButtonElement>(null);
  const toaster = toasterModule.useModule();

  return (
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
      {toaster && <toaster.AppToaster />}
    </div>
  );
}
