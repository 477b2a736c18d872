import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const apiDir = path.join(appDir, '..', 'reference-api');
const storefrontDir = path.join(appDir, 'dist');
const apiEntry = path.join(apiDir, 'dist', 'main.js');

/**
 * The built reference API in test mode serving the built storefront, as `pnpm start` does, on a free
 * port with its own PGlite folder. `restart()` stops the process and starts a new one on the same
 * port and folder: the journeys prove the data outlives it. `start(folder)` serves another built
 * page instead (the bench's bare React page), with the same compression and headers.
 */
export class ReferenceServer {
  url = '';
  private process: ChildProcess | undefined;
  private port = 0;

  private constructor(
    private readonly dataDir: string,
    private readonly siteDir: string,
  ) {}

  static async start(siteDir = storefrontDir): Promise<ReferenceServer> {
    if (!existsSync(path.join(siteDir, 'index.html')) || !existsSync(apiEntry)) {
      throw new Error(`No built storefront in ${siteDir} or API in ${apiEntry}: run \`pnpm storefront:build\` first.`);
    }
    const server = new ReferenceServer(await mkdtemp(path.join(tmpdir(), 'aisle-e2e-')), siteDir);
    await server.launch();
    return server;
  }

  private launch(): Promise<void> {
    const child = spawn(process.execPath, [apiEntry, '--test', '--storefront', this.siteDir], {
      cwd: apiDir,
      env: { ...process.env, PORT: String(this.port), AISLE_DATA_DIR: this.dataDir, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    let output = '';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The reference API did not start:\n${output}`)), 60_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /on (http:\/\/127\.0\.0\.1:(\d+))/.exec(output);
        if (match?.[1] && match[2]) {
          clearTimeout(timer);
          this.url = match[1];
          this.port = Number(match[2]);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        if (!this.url) reject(new Error(`The reference API exited with ${code}:\n${output}`));
      });
    });
  }

  private async halt(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async restart(): Promise<void> {
    await this.halt();
    await this.launch();
  }

  async stop(): Promise<void> {
    await this.halt();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  /** Calls a `/__test` route of the server (reset, faults, e-mail access, SMS confirmation). */
  async testRoute<T = unknown>(method: 'POST' | 'DELETE', route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.url}/__test/${route}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} /__test/${route} answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  }
}
