import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { Card } from '../../../components/card.tsx';
import { AddEpaperForm } from './add-epaper-form.tsx';

/** /epaper-management/add: uploads an edition's PDF; its pages are made after it arrives. */
export function AddEpaperPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Upload the edition as one PDF. Its pages and thumbnails are made once it arrives; it stays a draft until you
          publish it, or goes live by itself at the time you schedule.
        </p>
      </div>
      <Card className="max-w-3xl">
        <AddEpaperForm />
      </Card>
    </div>
  );
}
