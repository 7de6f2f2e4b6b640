import fs from 'node:fs';
import * as mupdf from 'mupdf';
import { openPdf } from './pdf-open.ts';

/**
 * Writes one PDF of every page of `paths`, in order, to `output`: the complete edition
 * rebuilt from its pages' own PDFs. Each source is opened, grafted and closed in turn.
 */
export function mergePdfs(paths: string[], output: string, maxPages: number): { bytes: number } {
  const merged = new mupdf.PDFDocument();
  try {
    for (const path of paths) {
      const source = openPdf(path, maxPages);
      try {
        const graft = merged.newGraftMap();
        try {
          for (let index = 0; index < source.pageCount; index++) graft.graftPage(-1, source.doc, index);
        } finally {
          graft.destroy();
        }
        source.takeReadError();
      } finally {
        source.close();
      }
    }
    const saved = merged.saveToBuffer('garbage=compact,compress');
    try {
      const bytes = saved.asUint8Array();
      fs.writeFileSync(output, bytes);
      return { bytes: bytes.length };
    } finally {
      saved.destroy();
    }
  } finally {
    merged.destroy();
  }
}
