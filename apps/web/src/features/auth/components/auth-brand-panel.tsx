import { LogoMark } from '../../../components/logo-mark.tsx';

/** The decorative brand side of the sign-in page, on wide screens only. */
export function AuthBrandPanel() {
  return (
    <aside
      aria-label="About E-Paper Admin"
      className="relative hidden w-1/2 overflow-hidden bg-brand-950 lg:flex lg:items-center lg:justify-center"
    >
      <div aria-hidden="true" className="absolute inset-0 opacity-40">
        <div className="absolute -top-24 -right-24 size-96 rounded-full bg-brand-600 blur-3xl" />
        <div className="absolute -bottom-32 -left-20 size-96 rounded-full bg-brand-800 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.06)_1px,transparent_1px)] bg-[size:48px_48px]" />
      </div>
      <div className="relative max-w-sm px-8 text-center">
        <div className="flex items-center justify-center gap-3">
          <LogoMark className="size-12" />
          <span className="text-2xl font-semibold text-white">E-Paper Admin</span>
        </div>
        <p className="mt-5 text-base leading-relaxed text-brand-100">
          Publish daily editions, manage readers and subscriptions, and follow how your e-paper is read, all in one
          place.
        </p>
      </div>
    </aside>
  );
}
