/**
 * Under 768px a drawer; from 768 to 1023px a 90px rail that opens
 * over the content; from 1024px expanded (290px) by default, collapsible to the rail.
 */
export type SidebarMode = 'drawer' | 'rail' | 'full';

export const SIDEBAR_WIDTH = { expanded: 290, rail: 90 } as const;

export function sidebarMode(width: { isUnder768: boolean; isUnder1024: boolean }): SidebarMode {
  if (width.isUnder768) return 'drawer';
  return width.isUnder1024 ? 'rail' : 'full';
}

export type SidebarInputs = {
  mode: SidebarMode;
  /** Wide screens: the admin collapsed it to the rail (remembered). */
  isCollapsed: boolean;
  /** Drawer open, or the rail opened over the content. */
  isOpen: boolean;
  /** The pointer is over a collapsed sidebar on a wide screen. */
  isHovered: boolean;
};

export type SidebarLayout = {
  /** Labels shown (290px); otherwise icons only, with tooltips. */
  isWide: boolean;
  /** Wide while the page keeps its rail margin: drawn over the content, with a shadow. */
  isOverContent: boolean;
  /** The content column's left margin in px. */
  contentOffset: number;
  /** What the header's toggle button reports as aria-expanded. */
  isToggleExpanded: boolean;
};

export function sidebarLayout({ mode, isCollapsed, isOpen, isHovered }: SidebarInputs): SidebarLayout {
  if (mode === 'drawer') return { isWide: true, isOverContent: false, contentOffset: 0, isToggleExpanded: isOpen };
  if (mode === 'rail') {
    return { isWide: isOpen, isOverContent: isOpen, contentOffset: SIDEBAR_WIDTH.rail, isToggleExpanded: isOpen };
  }
  if (!isCollapsed) {
    return { isWide: true, isOverContent: false, contentOffset: SIDEBAR_WIDTH.expanded, isToggleExpanded: true };
  }
  const isWide = isOpen || isHovered;
  return { isWide, isOverContent: isWide, contentOffset: SIDEBAR_WIDTH.rail, isToggleExpanded: false };
}
