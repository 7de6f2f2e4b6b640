import type { ReactElement, ReactNode } from 'react';
import { deferredModule } from '../lib/lazy/deferred-module.ts';

export type TooltipProps = {
  /** The text shown; the trigger must carry its own accessible name too. */
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** False keeps it closed, e.g. while the label is visible anyway. The tree stays the same, so focus is kept. */
  isEnabled?: boolean;
  /** One focusable element that takes a ref (a button or a link). */
  children: ReactElement;
};

const popupModule = deferredModule(() => import('./tooltip-popup.tsx'));

/** Fetches the tooltips' Radix code ahead (the layout does from 768px, where the rail shows them at once). */
export const preloadTooltips = (): Promise<unknown> => popupModule.load();

/** A label shown on hover and keyboard focus; until its Radix code is in, the trigger alone. */
export function Tooltip(props: TooltipProps) {
  const popup = popupModule.useModule();
  return popup ? <popup.TooltipPopup {...props} /> : props.children;
}
