export interface ParentOriginOptions {
  /** The interface the API listens on. */
  host: string;
  apiPort: number;
  /** `--dev`: Storybook (6006) and the storefront's Vite dev server (5173) on this machine. */
  development: boolean;
  /** More origins (AISLE_SECURE_FIELDS_PARENT_ORIGINS, comma-separated); blanks are dropped. */
  extra: readonly string[];
}

/**
 * The pages that may embed the secure fields: the storefront served here (by either local name),
 * any listed, and in development only the dev servers. A demo or production server has no reason to
 * trust whatever happens to listen on those ports of the machine it runs on.
 */
export function parentOrigins({ host, apiPort, development, extra }: ParentOriginOptions): string[] {
  const local = (at: number) => [`http://127.0.0.1:${at}`, `http://localhost:${at}`];
  const devServers = development ? [...local(6006), ...local(5173)] : [];
  const listed = extra.map((origin) => origin.trim()).filter(Boolean);
  return [...new Set([`http://${host}:${apiPort}`, ...local(apiPort), ...devServers, ...listed])];
}
