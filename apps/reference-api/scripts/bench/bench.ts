// `pnpm bench:api`: the reference API under load beside a bare Hono server, in one run. Not a gate:
// it prints figures (and whether they meet the targets of issue 13) and always exits 0 on success.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTemporaryPostgres } from '../../src/testing/temporaryPostgres';
import { startServer, type RunningServer } from './server';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;

interface Endpoint {
  name: string;
  method: 'GET' | 'PUT';
  path: string;
  signedIn: boolean;
  body?: object;
  /** A fresh Idempotency-Key per request, as the storefront's client sends. */
  keyed?: boolean;
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function load(url: string, endpoint: Endpoint, token?: string): Promise<Figures> {
  const headers: Record<string, string> = {};
  if (endpoint.signedIn && token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.body) headers['Content-Type'] = 'application/json';
  const result = await autocannon({
    url: url + endpoint.path,
    connections,
    duration: seconds,
    method: endpoint.method,
    headers,
    ...(endpoint.body ? { body: JSON.stringify(endpoint.body) } : {}),
    ...(endpoint.keyed
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, 'Idempotency-Key': randomUUID() },
              }),
            },
          ],
        }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'avery@aisle.test', password: 'groceries' }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The endpoints under load; the write updates one of Avery's delivery addresses to what it already is. */
async function endpoints(url: string, token: string): Promise<Endpoint[]> {
  const addresses = '/atlas/v1/customer-profile/v1/addresses';
  const listed = await fetch(url + addresses, { headers: { Authorization: `Bearer ${token}` } });
  const { addresses: records } = (await listed.json()) as { addresses: { id: string; type: string }[] };
  const delivery = records.find((record) => record.type === 'delivery');
  if (!delivery) throw new Error('Avery has no delivery address to update.');
  return [
    { name: 'GET addresses (signed in)', method: 'GET', path: addresses, signedIn: true },
    {
      name: 'GET profile (signed in)',
      method: 'GET',
      path: '/atlas/v1/customer-profile/v1/profile?projections=customerProfile.full',
      signedIn: true,
    },
    { name: 'GET stores near 45202', method: 'GET', path: '/atlas/v1/stores?postalCode=45202', signedIn: false },
    {
      name: 'PUT address (keyed write)',
      method: 'PUT',
      path: `${addresses}/${delivery.id}`,
      signedIn: true,
      keyed: true,
      body: {
        addressType: 'delivery',
        addressLine1: '3420 Edwards Rd',
        city: 'Cincinnati',
        countryCode: 'US',
        stateCode: 'OH',
        zip: '45208',
        label: 'Parents',
      },
    },
  ];
}

interface EngineRun {
  engine: string;
  firstStartMs: number;
  firstStartRssMb: number;
  startMs: number;
  rssAfterStartMb: number;
  rssAfterRunMb: number;
  rows: { endpoint: string; figures: Figures }[];
}

const node = (env: NodeJS.ProcessEnv) => startServer(process.execPath, ['dist/main.js'], { PORT: '0', ...env }, apiDir);

/** Starts the API twice (the first start creates and seeds the database), then loads the second. */
async function runEngine(engine: string, env: NodeJS.ProcessEnv): Promise<EngineRun> {
  const first = await node(env);
  const firstStartRssMb = first.rssMb();
  await first.stop();
  const server: RunningServer = await node(env);
  const rssAfterStartMb = server.rssMb();
  try {
    const token = await signIn(server.url);
    const rows = [];
    for (const endpoint of await endpoints(server.url, token)) {
      rows.push({ endpoint: endpoint.name, figures: await load(server.url, endpoint, token) });
    }
    return {
      engine,
      firstStartMs: first.startMs,
      firstStartRssMb,
      startMs: server.startMs,
      rssAfterStartMb,
      rssAfterRunMb: server.rssMb(),
      rows,
    };
  } finally {
    await server.stop();
  }
}

async function onPglite(): Promise<EngineRun> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aisle-bench-'));
  try {
    return await runEngine('PGlite', { AISLE_DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<EngineRun | undefined> {
  const cluster = await startTemporaryPostgres();
  if (!cluster) return undefined;
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE aisle_bench');
    await admin.end();
    return await runEngine('PostgreSQL', { DATABASE_URL: cluster.url.replace(/\/postgres$/, '/aisle_bench') });
  } finally {
    cluster.stop();
  }
}

const fixed = (value: number, digits = 0) => value.toFixed(digits);

function report(bare: Figures, runs: EngineRun[]): void {
  console.log(
    `\n${connections} connections, ${seconds} s per endpoint, Node ${process.version}, ${os.cpus().length} cores\n`,
  );
  console.log('| engine | endpoint | req/s | × bare | p50 ms | p99 ms | failed |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  const line = (engine: string, endpoint: string, figures: Figures) =>
    console.log(
      `| ${engine} | ${endpoint} | ${fixed(figures.requestsPerSecond)} | ${fixed(figures.requestsPerSecond / bare.requestsPerSecond, 3)} | ${figures.p50} | ${figures.p99} | ${figures.failures} |`,
    );
  line('bare Hono', 'GET /hello', bare);
  for (const run of runs) for (const row of run.rows) line(run.engine, row.endpoint, row.figures);

  console.log('\n| engine | first start (creates the database) | later start | RSS after start | RSS after the run |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const run of runs) {
    console.log(
      `| ${run.engine} | ${fixed(run.firstStartMs)} ms, ${fixed(run.firstStartRssMb)} MB | ${fixed(run.startMs)} ms | ${fixed(run.rssAfterStartMb)} MB | ${fixed(run.rssAfterRunMb)} MB |`,
    );
  }

  console.log('\nTargets (issue 13):');
  const check = (label: string, ok: boolean | undefined) =>
    ok !== undefined && console.log(`  ${ok ? 'met    ' : 'MISSED '} ${label}`);
  const ratio = (run: EngineRun | undefined, prefix: string) =>
    run?.rows
      .filter((row) => row.endpoint.startsWith(prefix))
      .every(
        (row) => row.figures.requestsPerSecond / bare.requestsPerSecond >= (run.engine === 'PGlite' ? 0.08 : 0.15),
      );
  const pglite = runs.find((run) => run.engine === 'PGlite');
  const postgres = runs.find((run) => run.engine === 'PostgreSQL');
  check('signed-in GETs ≥ 0.15 × bare on PostgreSQL', ratio(postgres, 'GET a') && ratio(postgres, 'GET p'));
  check('signed-in GETs ≥ 0.08 × bare on PGlite', ratio(pglite, 'GET a') && ratio(pglite, 'GET p'));
  for (const run of runs) {
    const stores = run.rows.find((row) => row.endpoint.startsWith('GET stores'));
    check(`store search p99 ≤ 50 ms on ${run.engine}`, stores && stores.figures.p99 <= 50);
  }
  check('RSS after start ≤ 300 MB on PGlite', pglite && pglite.rssAfterStartMb <= 300);
  check('later start under 2 s on PGlite', pglite && pglite.startMs < 2000);
}

console.log('Building the API (pnpm --filter reference-api build)…');
execFileSync('pnpm', ['--filter', 'reference-api', 'build'], { cwd: apiDir, stdio: 'ignore' });
const bareServer = await startServer(
  path.join(apiDir, 'node_modules', '.bin', 'tsx'),
  [path.join(apiDir, 'scripts', 'bench', 'bareHono.ts')],
  {},
  apiDir,
);
const runs: EngineRun[] = [];
let bare: Figures;
try {
  bare = await load(bareServer.url, { name: 'bare', method: 'GET', path: '/hello', signedIn: false });
  console.log('Loading the API on PGlite…');
  runs.push(await onPglite());
  console.log('Loading the API on PostgreSQL (a throwaway cluster, as the tests use)…');
  const postgres = await onPostgres();
  if (postgres) runs.push(postgres);
  else console.log('  no PostgreSQL server programs here: skipped');
} finally {
  await bareServer.stop();
}
report(bare, runs);
