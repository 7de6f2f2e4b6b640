/** Joins class names, skipping false, null and undefined (for conditional classes). */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
