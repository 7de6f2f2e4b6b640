/**
 * A file the pipeline refuses. `reason` is written for the editor who uploaded it;
 * retrying will not help, unlike any other error the processor throws.
 */
export class PdfRejectedError extends Error {
  override readonly name = 'PdfRejectedError';

  constructor(readonly reason: string) {
    super(reason);
  }
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const seconds = (ms: number) => (ms / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 });

/** What a task was doing, as the start of a sentence: "Page 3" or "The PDF". */
export type TaskSubject = { pageNumber: number } | { pageNumber?: undefined };

const subject = (task: TaskSubject) => (task.pageNumber === undefined ? 'The PDF' : `Page ${task.pageNumber}`);
const verb = (task: TaskSubject) => (task.pageNumber === undefined ? 'open' : 'render');
const SUSPICIOUS = 'the file may be damaged or maliciously built.';

/** Every reason in one place, so the main thread and the worker word them the same way. */
export const reasons = {
  empty: 'The file is empty.',
  notPdf: 'The file is not a PDF.',
  password: 'The PDF is password-protected. Upload it without a password.',
  noPages: 'The PDF has no pages.',
  damaged: 'The PDF is damaged or incomplete and cannot be read.',
  tooManyPages: (pages: number, max: number) =>
    `The PDF has ${count(pages)} pages; at most ${count(max)} are accepted.`,
  damagedPage: (pageNumber: number) => `Page ${pageNumber} is damaged and cannot be rendered.`,
  pageTooLarge: (pageNumber: number, width: number, height: number) =>
    `Page ${pageNumber} is too large to render (${count(width)} × ${count(height)} points).`,
  imageTooLarge: (pageNumber: number, width: number, height: number) =>
    `Page ${pageNumber} contains an image too large to process (${count(width)} × ${count(height)} pixels).`,
  timeout: (task: TaskSubject, ms: number) =>
    `${subject(task)} took too long to ${verb(task)} (over ${seconds(ms)} s); ${SUSPICIOUS}`,
  memory: (task: TaskSubject, mb: number) =>
    `${subject(task)} needs more memory than allowed to ${verb(task)} (over ${count(mb)} MB); ${SUSPICIOUS}`,
  crash: (task: TaskSubject) => `${subject(task)} made the PDF reader crash; ${SUSPICIOUS}`,
};
