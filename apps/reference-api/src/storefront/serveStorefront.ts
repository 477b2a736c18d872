import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths of the services: never answered with the storefront, even for a browser asking for HTML. */
const servicePrefixes = ['/atlas/', '/accountmanagement/', '/auth/', '/payment/', '/__test/', '/health'];

async function fileAt(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const file = path.resolve(root, `.${path.posix.normalize(decoded)}`);
  // Nothing outside the folder, whatever `..` or encoded slashes the path holds.
  if (file !== root && !file.startsWith(`${root}${path.sep}`)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? file : undefined;
}

async function answer(file: string, method: string, cache: string): Promise<Response> {
  const body = method === 'HEAD' ? null : await readFile(file);
  const type = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(body, { headers: { 'Content-Type': type, 'Cache-Control': cache } });
}

const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * index.html with `<meta name="aisle-secure-fields-origin">`: the storefront reads the secure
 * fields' origin from the page rather than guessing a port. Placed at the start of `<head>` (or
 * after the doctype, where the parser opens the head itself).
 */
function withSecureFieldsOrigin(html: string, origin: string): string {
  const meta = `<meta name="aisle-secure-fields-origin" content="${attribute(origin)}">`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head) return `${html.slice(0, head.index + head[0].length)}${meta}${html.slice(head.index + head[0].length)}`;
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype[0].length : 0;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

async function answerIndex(index: string, method: string, secureFieldsOrigin: string | undefined): Promise<Response> {
  if (!secureFieldsOrigin) return answer(index, method, 'no-cache');
  const html = withSecureFieldsOrigin(await readFile(index, 'utf8'), secureFieldsOrigin);
  return new Response(method === 'HEAD' ? null : html, {
    headers: { 'Content-Type': contentTypes['.html'] ?? 'text/html', 'Cache-Control': 'no-cache' },
  });
}

export interface ServeStorefrontOptions {
  /** The secure card fields' origin, given to the storefront in a meta element of index.html. */
  secureFieldsOrigin?: string;
}

/**
 * Serves the built storefront beside the API: its files as they are (hashed assets cached for a
 * year), and `index.html` for any other page a browser asks for, so the app's router takes over.
 * Answers `undefined` for everything else: the API handles it.
 */
export function serveStorefront(
  folder: string,
  { secureFieldsOrigin }: ServeStorefrontOptions = {},
): (request: Request) => Promise<Response | undefined> {
  const root = path.resolve(folder);
  const index = path.join(root, 'index.html');
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    if (servicePrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
      return undefined;
    }
    const file = pathname === '/' ? undefined : await fileAt(root, pathname);
    if (file === index) return answerIndex(index, request.method, secureFieldsOrigin);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      return answer(file, request.method, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
    return wantsPage ? answerIndex(index, request.method, secureFieldsOrigin) : undefined;
  };
}
