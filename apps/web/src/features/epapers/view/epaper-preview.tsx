import { useState } from 'react';
import { Newspaper } from 'lucide-react';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { cx } from '../../../lib/class-names.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';

type EpaperPreviewProps = { epaper: Pick<Epaper, 'title' | 'preview_gif_path'>; className?: string };

/**
 * The edition's preview image (its front page), or a placeholder until one is made. A
 * signed URL that no longer loads (it expired) falls back to the placeholder too.
 */
export function EpaperPreview({ epaper, className }: EpaperPreviewProps) {
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = epaper.preview_gif_path;
  const box = cx(
    'flex aspect-[3/4] max-h-[28rem] w-full items-center justify-center overflow-hidden rounded-xl border border-gray-200 bg-gray-100 dark:border-gray-800 dark:bg-gray-800',
    className,
  );
  if (src && src !== brokenSrc) {
    return (
      <div className={box}>
        <img
          src={src}
          alt={EPAPER_DETAILS_TEXTS.previewAlt(epaper.title)}
          decoding="async"
          onError={() => setBrokenSrc(src)}
          className="size-full object-contain"
        />
      </div>
    );
  }
  return (
    <div className={cx(box, 'flex-col gap-2 text-gray-600 dark:text-gray-300')}>
      <Newspaper aria-hidden="true" className="size-10" />
      <p className="text-sm">No preview yet</p>
    </div>
  );
}
