/** The street and unit carried by an addressLines list. */
export interface StreetAndUnit {
  street: string;
  unit: string;
}

const clean = (line: string | null | undefined) => (line ?? '').trim();

/**
 * Reads addressLines as the services order them: the last line is the street, the one before it
 * the unit. Blank lines are skipped first, so ['', '1 Main St'] is a street with no unit. The spec
 * allows two lines; any earlier ones are kept in the unit, joined with ', ', rather than lost.
 */
export function readAddressLines(lines: readonly (string | null | undefined)[] | null | undefined): StreetAndUnit {
  const filled = (lines ?? []).map(clean).filter((line) => line.length > 0);
  const street = filled.at(-1) ?? '';
  return { street, unit: filled.slice(0, -1).join(', ') };
}

/** Builds addressLines from a street and unit: [unit, street], or just [street] when the unit is empty. */
export function toAddressLines(street: string | null | undefined, unit?: string | null): string[] {
  const streetLine = clean(street);
  const unitLine = clean(unit);
  if (unitLine) return [unitLine, streetLine];
  return streetLine ? [streetLine] : [];
}
