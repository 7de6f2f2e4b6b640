import { useId, useRef, useState, type DragEvent } from 'react';
import { FileText, UploadCloud, X } from 'lucide-react';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import { describedBy, Field } from '../../../components/field.tsx';
import { cx } from '../../../lib/class-names.ts';
import { formatFileSize } from '../../../lib/format/file-size.ts';
import { EPAPER_SCREEN_TEXTS } from '../epaper-texts.ts';

type PdfDropZoneProps = {
  label: string;
  /** The largest file the server takes, named under the zone. */
  maxSizeMb: number;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Shown when more than one file is dropped at once. */
  onManyFiles: (message: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  /** For react-hook-form: focusing the field focuses the file input. */
  inputRef?: (element: HTMLInputElement | null) => void;
};

/**
 * The PDF picker: a real, labelled file input stretched invisibly over a drop zone, so a
 * click anywhere opens the browser's picker, the keyboard reaches it with Tab, and a test
 * can set its files. Dropping a file on the zone chooses it too.
 */
export function PdfDropZone({
  label,
  maxSizeMb,
  file,
  onChange,
  onManyFiles,
  onBlur,
  error,
  disabled = false,
  inputRef,
}: PdfDropZoneProps) {
  const inputId = useId();
  const limitId = `${inputId}-limit`;
  const [isOver, setIsOver] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef?.(element);
  };

  const choose = (files: FileList | null) => {
    if (files && files.length > 1) return onManyFiles(EPAPER_TEXTS.oneFileOnly);
    onChange(files?.[0] ?? null);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    // Without preventDefault the browser would open the dropped PDF instead.
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  };

  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    // Moving over the zone's own text fires dragleave too; only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOver(false);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setIsOver(false);
    if (!disabled) choose(event.dataTransfer.files);
  };

  const clear = () => {
    // Emptied too, so choosing the same file again still fires a change.
    if (input.current) input.current.value = '';
    onChange(null);
    input.current?.focus();
  };

  return (
    <Field id={inputId} label={label} error={error}>
      <div
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        data-dragging={isOver || undefined}
        className={cx(
          'relative flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          // The input is invisible: the ring of its keyboard focus is drawn on the zone.
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400',
          isOver
            ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
            : error
              ? 'border-red-500 bg-white dark:border-red-400 dark:bg-gray-950'
              : 'border-gray-300 bg-white hover:border-brand-400 dark:border-gray-700 dark:bg-gray-950 dark:hover:border-brand-500',
          disabled && 'cursor-not-allowed opacity-70',
        )}
      >
        <UploadCloud aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
        <p className="text-sm font-medium text-gray-800 dark:text-gray-200">{EPAPER_SCREEN_TEXTS.dropHere}</p>
        <p id={limitId} className="text-xs text-gray-600 dark:text-gray-400">
          PDF only, up to {maxSizeMb} MB
        </p>
        <input
          ref={setRefs}
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[limitId, describedBy(inputId, { error })].filter(Boolean).join(' ')}
          onChange={(event) => choose(event.target.files)}
          onBlur={onBlur}
          className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
      </div>
      {file && (
        <div className="flex items-center gap-3 rounded-lg border border-gray-200 bg-gray-50 px-3 py-2 text-sm dark:border-gray-800 dark:bg-gray-800/50">
          <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600 dark:text-brand-400" />
          <span className="min-w-0 flex-1 truncate text-gray-900 dark:text-gray-100" title={file.name}>
            {file.name}
          </span>
          <span className="shrink-0 text-gray-600 dark:text-gray-400">{formatFileSize(file.size)}</span>
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            aria-label={`Remove ${file.name}`}
            className="shrink-0 rounded-md p-1 text-gray-600 hover:bg-gray-200 hover:text-gray-900 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-gray-700 dark:hover:text-gray-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </Field>
  );
}
