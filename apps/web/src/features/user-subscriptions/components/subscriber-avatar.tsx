import { useState } from 'react';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { cx } from '../../../lib/class-names.ts';
import { initialsOf } from '../subscription-format.ts';

const SIZES = { md: 'size-9 text-xs', lg: 'size-12 text-base' } as const;

/**
 * The reader's photo, or their initials in a circle when there is none or it fails to
 * load. Decorative: the name is always written beside it.
 */
export function SubscriberAvatar({
  user,
  size = 'md',
}: {
  user: Pick<SubscriptionItem['user'], 'name' | 'email' | 'profile_image'>;
  size?: keyof typeof SIZES;
}) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = user.profile_image?.trim();
  if (src && src !== brokenSrc) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setBrokenSrc(src)}
        className={cx('shrink-0 rounded-full bg-gray-100 object-cover dark:bg-gray-800', SIZES[size])}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-500/20 dark:text-brand-200',
        SIZES[size],
      )}
    >
      {initialsOf(user.name, user.email)}
    </span>
  );
}
