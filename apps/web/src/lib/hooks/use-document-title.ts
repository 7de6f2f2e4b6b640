import { useEffect } from 'react';

/** The product name every tab title ends with. */
export const APP_NAME = 'E-Paper Admin';

/** "Profile · E-Paper Admin": what a tab, the history list and a screen reader call the screen. */
export function documentTitle(screen: string | null | undefined): string {
  return screen ? `${screen} · ${APP_NAME}` : APP_NAME;
}

/** Sets the tab title while the screen is shown. */
export function useDocumentTitle(screen: string | null | undefined): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
