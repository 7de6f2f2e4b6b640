import { describe, expect, it } from 'vitest';
import { sidebarLayout, sidebarMode, type SidebarInputs } from './sidebar-layout.ts';

const closed: Omit<SidebarInputs, 'mode'> = { isCollapsed: false, isOpen: false, isHovered: false };

describe('sidebar layout', () => {
  it('picks the drawer under 768px, the rail to 1023px, the full sidebar from 1024px', () => {
    expect(sidebarMode({ isUnder768: true, isUnder1024: true })).toBe('drawer');
    expect(sidebarMode({ isUnder768: false, isUnder1024: true })).toBe('rail');
    expect(sidebarMode({ isUnder768: false, isUnder1024: false })).toBe('full');
  });

  it('is expanded by default from 1024px, pushing the content', () => {
    expect(sidebarLayout({ mode: 'full', ...closed })).toEqual({
      isWide: true,
      isOverContent: false,
      contentOffset: 290,
      isToggleExpanded: true,
    });
  });

  it('starts as the 90px rail from 768 to 1023px and opens over the content', () => {
    expect(sidebarLayout({ mode: 'rail', ...closed })).toMatchObject({ isWide: false, contentOffset: 90 });
    expect(sidebarLayout({ mode: 'rail', ...closed, isOpen: true })).toEqual({
      isWide: true,
      isOverContent: true,
      contentOffset: 90,
      isToggleExpanded: true,
    });
    // A stored desktop preference does not change the rail, and hovering does not open it.
    expect(sidebarLayout({ mode: 'rail', ...closed, isCollapsed: true, isHovered: true }).isWide).toBe(false);
  });

  it('collapsed on a wide screen: a rail that widens over the content while hovered', () => {
    const collapsed = { mode: 'full', ...closed, isCollapsed: true } as const;
    expect(sidebarLayout(collapsed)).toMatchObject({ isWide: false, contentOffset: 90, isToggleExpanded: false });
    expect(sidebarLayout({ ...collapsed, isHovered: true })).toMatchObject({ isWide: true, isOverContent: true });
  });

  it('the drawer takes no room from the content', () => {
    expect(sidebarLayout({ mode: 'drawer', ...closed })).toMatchObject({ contentOffset: 0, isToggleExpanded: false });
    expect(sidebarLayout({ mode: 'drawer', ...closed, isOpen: true }).isToggleExpanded).toBe(true);
  });
});
