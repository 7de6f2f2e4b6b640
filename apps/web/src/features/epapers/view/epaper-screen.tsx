import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { parseEpaperId, useEpaper } from '../api/get-epaper.ts';
import { EpaperLoadState } from './epaper-load-state.tsx';

/** A screen about the edition in the path (View, Edit): its title, then the edition once loaded. */
export function EpaperScreen({ title, children }: { title: string; children: (epaper: EpaperWithPages) => ReactNode }) {
  useDocumentTitle(title);
  const id = parseEpaperId(useParams().id);
  const epaper = useEpaper(id);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
      <EpaperLoadState id={id} epaper={epaper}>
        {children}
      </EpaperLoadState>
    </div>
  );
}
