import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { readItem, writeItem } from '../../lib/storage/safe-storage.ts';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys.ts';
import { sidebarLayout, sidebarMode, type SidebarLayout, type SidebarMode } from './sidebar-layout.ts';

export type SidebarState = SidebarLayout & {
  mode: SidebarMode;
  /** Drawer open, or the rail opened over the content. */
  isOpen: boolean;
  setHovered: (isHovered: boolean) => void;
  /** The header button: opens/closes the drawer or the rail, or collapses/expands a wide sidebar. */
  toggle: () => void;
  /** Shows the labels over the content (a group chosen on the rail). */
  open: () => void;
  /** Closes the drawer or the opened rail (a link chosen, Escape, a click outside). */
  close: () => void;
};

const COLLAPSED = 'collapsed';

export function useSidebar(): SidebarState {
  const mode = sidebarMode({
    isUnder768: useMediaQuery('(max-width: 767px)'),
    isUnder1024: useMediaQuery('(max-width: 1023px)'),
  });
  const [isCollapsed, setIsCollapsed] = useState(() => readItem('local', STORAGE_KEYS.sidebar) === COLLAPSED);
  const [isHovered, setIsHovered] = useState(false);
  // Open belongs to the mode it was opened in: resizing to another mode starts it closed.
  const [openIn, setOpenIn] = useState<SidebarMode | null>(null);
  const isOpen = openIn === mode;

  const toggle = useCallback(() => {
    if (mode !== 'full') {
      setOpenIn((current) => (current === mode ? null : mode));
      return;
    }
    writeItem('local', STORAGE_KEYS.sidebar, isCollapsed ? 'expanded' : COLLAPSED);
    setIsCollapsed(!isCollapsed);
    setIsHovered(false);
    setOpenIn(null);
  }, [mode, isCollapsed]);
  const open = useCallback(() => setOpenIn(mode), [mode]);
  const close = useCallback(() => setOpenIn(null), []);

  const layout = sidebarLayout({ mode, isCollapsed, isOpen, isHovered });
  return { ...layout, mode, isOpen, setHovered: setIsHovered, toggle, open, close };
}
