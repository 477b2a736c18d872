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

/**
 * Serves the built storefront beside the API: its files as they are (hashed assets cached for a
 * year), and `index.html` for any other page a browser asks for, so the app's router takes over.
 * Answers `undefined` for everything else: the API handles it.
 */
export function serveStorefront(folder: string): (request: Request) => Promise<Response | undefined> {
  const root = path.resolve(folder);
  const index = path.join(root, 'index.html');
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    if (servicePrefixes.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
      return undefined;
    }
    const file = pathname === '/' ? undefined : await fileAt(root, pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      return answer(file, request.method, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    const wantsPage = (request.headers.get('accept') ?? '').includes('text/html');
    return wantsPage ? answer(index, request.method, 'no-cache') : undefined;
  };
}
