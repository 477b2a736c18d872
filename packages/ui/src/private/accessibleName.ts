/**
 * A required accessible name: a label, or the id of a visible element (usually a heading) that names
 * the part. Parts whose WAI-ARIA pattern needs a name take this in their props type.
 */
export type AccessibleName =
  { 'aria-label': string; 'aria-labelledby'?: never } | { 'aria-labelledby': string; 'aria-label'?: never };
