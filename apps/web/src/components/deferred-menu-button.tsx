import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import type { DeferredModule } from '../lib/lazy/deferred-module.ts';

type DeferredMenuButtonProps<Module> = {
  /** The module with the real control (a Radix menu or popover and its trigger). */
  module: DeferredModule<Module>;
  /** The real control, once its module is in; open at once when the lookalike was pressed meanwhile. */
  render: (module: Module, isOpenAtFirst: boolean) => ReactNode;
  /** What the opened control is, for the lookalike's aria-haspopup. */
  popup: 'menu' | 'dialog';
  /** The lookalike's name, classes and content: the real trigger's own. */
  button: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'onFocus' | 'onBlur'>;
};

/**
 * A button whose menu or panel comes with a deferred module. Until the module is in, a
 * lookalike button stands in its place: pressing it fetches the module (again, after a
 * failed fetch) and the real control opens as it arrives; a lookalike that had the focus
 * hands it to the real trigger, so neither a click nor the keyboard's place is lost.
 */
export function DeferredMenuButton<Module>({ module, render, popup, button }: DeferredMenuButtonProps<Module>) {
  const loaded = module.useModule();
  const [isOpenRequested, setIsOpenRequested] = useState(false);
  const hadFocus = useRef(false);
  const holder = useRef<HTMLSpanElement>(null);
  const isLoaded = loaded !== undefined;
  useLayoutEffect(() => {
    if (isLoaded && hadFocus.current && !isOpenRequested) holder.current?.querySelector('button')?.focus();
  }, [isLoaded, isOpenRequested]);
  return (
    // `contents`: the holder keeps its place in the tree across the swap without a box of its own.
    <span ref={holder} className="contents">
      {isLoaded ? (
        render(loaded, isOpenRequested)
      ) : (
        <button
          type="button"
          aria-haspopup={popup}
          aria-expanded={false}
          {...button}
          onFocus={() => (hadFocus.current = true)}
          onBlur={() => (hadFocus.current = false)}
          onClick={() => {
            setIsOpenRequested(true);
            void module.load().catch(() => undefined);
          }}
        />
      )}
    </span>
  );
}
