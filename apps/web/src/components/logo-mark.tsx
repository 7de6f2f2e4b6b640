/** The product mark: a page with lines, on the brand colour. Decorative: the name is always beside it. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand-600" />
      <path d="M9 8h10l4 4v12H9z" fill="#fff" />
      <path d="M12 15h8M12 19h8M12 11h5" className="stroke-brand-600" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The mark and the product name, as a unit (sidebar, mobile header, sign-in and not-found pages). */
export function Brand({ isNameHidden = false, isSmall = false }: { isNameHidden?: boolean; isSmall?: boolean }) {
  return (
    <span className={isSmall ? 'flex items-center gap-2' : 'flex items-center gap-3'}>
      <LogoMark className={isSmall ? 'size-8 shrink-0' : 'size-9 shrink-0'} />
      <span
        className={
          isNameHidden
            ? 'sr-only'
            : `${isSmall ? 'text-base' : 'text-lg'} font-semibold whitespace-nowrap text-gray-900 dark:text-white`
        }
      >
        E-Paper Admin
      </span>
    </span>
  );
}
