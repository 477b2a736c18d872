const warned = new Set<string>();

/**
 * Warns once per message, in development builds only: bundlers replace `process.env.NODE_ENV`,
 * so the call and its string vanish from production bundles.
 */
export function warnInDevelopment(message: string): void {
  if (process.env.NODE_ENV === 'production' || warned.has(message)) return;
  warned.add(message);
  console.warn(`[@aisle/ui] ${message}`);
}
