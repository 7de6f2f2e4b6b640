import { Toaster } from 'sonner';
import { useTheme } from '../../lib/theme/use-theme.ts';

/**
 * The toasts: at the bottom, where no screen has its header or its title, and expanded:
 * several in a row stand one above the other, each readable, instead of a pile showing only
 * the newest. Four fit: the notification bell shows three and one counting the rest.
 */
export function AppToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      expand
      visibleToasts={4}
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16, left: 16, right: 16 }}
    />
  );
}
