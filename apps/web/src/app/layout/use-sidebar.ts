import { useCallback, useState } from 'react';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';

/** SPEC §9: under 768px wide the sidebar becomes a drawer. */
const MOBILE_QUERY = '(max-width: 767px)';

export type SidebarState = {
  isMobile: boolean;
  isMobileOpen: boolean;
  /** Desktop: expanded (290px) or collapsed (90px); expanded by default. */
  isExpanded: boolean;
  /** Desktop: a collapsed sidebar widens while hovered or focused. */
  isHovered: boolean;
  setHovered: (isHovered: boolean) => void;
  /** The header button: collapses/expands on desktop, opens/closes the drawer on mobile. */
  toggle: () => void;
  closeMobile: () => void;
};

export function useSidebar(): SidebarState {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isExpanded, setIsExpanded] = useState(true);
  const [isHovered, setIsHovered] = useState(false);
  const [isMobileOpen, setIsMobileOpen] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setIsMobileOpen((open) => !open);
    } else {
      setIsExpanded((expanded) => !expanded);
      setIsHovered(false);
    }
  }, [isMobile]);
  const closeMobile = useCallback(() => setIsMobileOpen(false), []);
  const setHovered = useCallback((hovered: boolean) => setIsHovered(hovered), []);

  return {
    isMobile,
    isMobileOpen: isMobile && isMobileOpen,
    isExpanded,
    isHovered: !isMobile && !isExpanded && isHovered,
    setHovered,
    toggle,
    closeMobile,
  };
}
