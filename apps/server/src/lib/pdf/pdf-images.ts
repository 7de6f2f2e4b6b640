import type * as mupdf from 'mupdf';

// Enough for any real page; a crafted resource graph cannot keep the walk busy.
const MAX_VISITS = 10_000;

/**
 * The first image a page can draw whose declared size exceeds `maxPixels`, found by
 * walking its resources (forms, patterns and soft masks included) before anything is
 * decoded. A decompression bomb declares its size honestly: tens of thousands of pixels
 * a side that a few megabytes of zeros inflate to.
 */
export function findOversizedImage(
  page: mupdf.PDFPage,
  maxPixels: number,
): { width: number; height: number } | undefined {
  const seen = new Set<number>();
  const pending: mupdf.PDFObject[] = [page.getObject().getInheritable('Resources')];
  let visits = 0;
  const visit = (object: mupdf.PDFObject) => {
    if (object.isIndirect()) {
      if (seen.has(object.asIndirect())) return;
      seen.add(object.asIndirect());
    }
    pending.push(object);
  };

  while (pending.length > 0 && visits++ < MAX_VISITS) {
    const object = pending.pop()!;
    if (!object.isDictionary() && !object.isStream()) continue;
    if (object.get('Subtype').isName() && object.get('Subtype').asName() === 'Image') {
      const width = object.get('Width').asNumber();
      const height = object.get('Height').asNumber();
      if (width * height > maxPixels) return { width, height };
    }
    // Resources name what a page or form draws; XObject and Pattern dictionaries list
    // them; an image's SMask and a soft mask's G form are drawn too.
    for (const key of ['Resources', 'XObject', 'Pattern', 'ExtGState', 'SMask', 'G', 'Mask']) {
      const child = object.get(key);
      if (child.isNull()) continue;
      if (key === 'XObject' || key === 'Pattern' || key === 'ExtGState') child.forEach((entry) => visit(entry));
      else visit(child);
    }
  }
  return undefined;
}
