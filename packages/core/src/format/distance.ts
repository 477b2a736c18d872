const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A distance rounded to 2 decimals: 1.256 → 1.26. null for a missing, negative or non-finite distance. */
export function roundDistance(distance: number | null | undefined): number | null {
  if (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) return null;
  return Math.round(Number((distance * 100).toPrecision(15))) / 100;
}

/** A distance in miles rounded to 2 decimals, without trailing zeros: '1.25 mi', '3 mi', '1,024.5 mi'; '' when unknown. */
export function formatDistance(distance: number | null | undefined, { unit = 'mi' }: { unit?: string } = {}): string {
  const rounded = roundDistance(distance);
  return rounded === null ? '' : `${miles.format(rounded)} ${unit}`;
}
