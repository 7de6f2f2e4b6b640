/** The root of every e-paper cache entry. */
export const epapersKeyRoot = ['epapers'] as const;

/** Every page of the list, whatever its search, filter or page. */
export const epapersListKeyRoot = [...epapersKeyRoot, 'list'] as const;

/** One edition with its pages. */
export const epaperKey = (id: number) => [...epapersKeyRoot, 'detail', id] as const;
