import { useState } from 'react';
import { FileText } from 'lucide-react';

const FRAME =
  'flex h-14 w-10 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-gray-100 dark:border-gray-700 dark:bg-gray-800';

/**
 * The edition's preview image, loaded only when its row scrolls into view. Until the
 * preview is made (or if its signed URL no longer loads) a newspaper icon stands in.
 */
export function EpaperThumbnail({ src, title }: { src: string | null; title: string }) {
  // Remembers which URL failed, so a new URL (after a refetch) is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || src === failedSrc) {
    return (
      <span role="img" aria-label={`No preview of ${title}`} className={FRAME}>
        <FileText aria-hidden="true" className="size-5 text-gray-500 dark:text-gray-400" />
      </span>
    );
  }
  return (
    <span className={FRAME}>
      <img
        src={src}
        alt={`Preview of ${title}`}
        loading="lazy"
        decoding="async"
        width={40}
        height={56}
        onError={() => setFailedSrc(src)}
        className="size-full object-cover"
      />
    </span>
  );
}
