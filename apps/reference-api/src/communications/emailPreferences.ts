import type { Queryable } from '../db/Database';
import { ApiError, type ErrorDetail } from '../errors/apiError';
import { categoryKey, emailCategoriesOf } from './emailCategories';

/** One entry of `emailUngroupedPreferences` (account spec §3, "Email preference item"). */
export interface EmailPreferenceItem {
  shortDescription: string;
  longDescription: string;
  banner: string;
  selected: boolean;
}

/** One entry of the update payload: the lower-cased shortDescription and the choice. */
export interface EmailPreferenceUpdate {
  emailPreferencesCategory: string;
  emailPreferences: boolean;
}

/** A banner's categories with the shopper's choices; a category never chosen is not selected. */
export async function listEmailPreferences(
  db: Queryable,
  shopperId: string,
  banner: string,
): Promise<EmailPreferenceItem[]> {
  const { rows } = await db.query<{ category: string; selected: boolean }>(
    'SELECT category, selected FROM email_preferences WHERE shopper_id = $1 AND banner = $2',
    [shopperId, banner],
  );
  const chosen = new Map(rows.map((row) => [row.category, row.selected]));
  return emailCategoriesOf(banner).map((category) => ({
    ...category,
    banner,
    selected: chosen.get(categoryKey(category)) ?? false,
  }));
}

/**
 * Saves the choices, all or none: a category the banner does not offer answers 400
 * CONSTRAINT_VIOLATION_EXCEPTION naming it. Later entries for the same category win.
 */
export async function saveEmailPreferences(
  tx: Queryable,
  shopperId: string,
  banner: string,
  updates: readonly EmailPreferenceUpdate[],
  now: Date,
): Promise<void> {
  const known = emailCategoriesOf(banner).map(categoryKey);
  const unknown: ErrorDetail[] = updates.flatMap((update, index) =>
    known.includes(update.emailPreferencesCategory)
      ? []
      : [
          {
            field: `${index}.emailPreferencesCategory`,
            message: `${banner} has no e-mail category "${update.emailPreferencesCategory}"; it has ${known.join(', ')}`,
          },
        ],
  );
  if (unknown.length > 0) {
    throw new ApiError(400, 'CONSTRAINT_VIOLATION_EXCEPTION', 'Invalid emailPreferencesCategory.', unknown);
  }
  for (const update of updates) {
    await tx.query(
      `INSERT INTO email_preferences (shopper_id, banner, category, selected, modified_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (shopper_id, banner, category) DO UPDATE SET selected = $4, modified_at = $5`,
      [shopperId, banner, update.emailPreferencesCategory, update.emailPreferences, now],
    );
  }
}
