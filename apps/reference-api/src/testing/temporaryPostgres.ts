// A throwaway PostgreSQL cluster for tests: initdb into a temporary folder, start it on a free
// port, hand back its URL. It uses the server programs of the machine (Debian's postgresql
// package, or PG_BIN); without them it answers null and the caller skips.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TemporaryPostgres {
  url: string;
  stop(): void;
}

function serverBinaries(): string | null {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const newest = readdirSync(debian)
      .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(debian, newest, 'bin');
  }
  try {
    return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user. */
function runner(): { prefix: string[]; owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { prefix: ['runuser', '-u', 'postgres', '--'], owner: { uid, gid } };
}

/** Whether this machine can start a PostgreSQL server (when not, the PostgreSQL tests are left out, loudly). */
export function hasPostgresServer(): boolean {
  const bin = serverBinaries();
  const found = bin !== null && existsSync(join(bin, 'initdb'));
  if (!found) console.warn('No PostgreSQL server programs: the reference API tests run on PGlite only.');
  return found;
}

export async function startTemporaryPostgres(): Promise<TemporaryPostgres | null> {
  const bin = serverBinaries();
  if (!bin || !existsSync(join(bin, 'initdb'))) return null;
  const { prefix, owner } = runner();
  const folder = mkdtempSync(join(tmpdir(), 'aisle-pg-'));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const data = join(folder, 'data');
  const exec = (program: string, args: string[]) => {
    const [command = program, ...rest] = [...prefix, join(bin, program), ...args];
    execFileSync(command, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const port = await freePort();
  exec('initdb', ['-D', data, '-A', 'trust', '-U', 'aisle', '-E', 'UTF8', '--no-sync']);
  // fsync off: a test cluster need not survive a power cut, and it makes the suite faster.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  exec('pg_ctl', ['-D', data, '-o', options, '-l', join(folder, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://aisle@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        exec('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
