// The Replace and Insert dialogs' values, apart from their rules (which load with zod).

/** What the Replace dialog holds: the page numbers as typed, and the PDF chosen. */
export type ReplacePagesValues = { from_page: string; to_page: string; pdf_file: File | null };
export type ReplacePagesOutput = { from: number; to: number; file: File };
/** What the Insert dialog holds. */
export type InsertPagesValues = { after_page: string; pdf_file: File | null };
export type InsertPagesOutput = { after: number; file: File };
