import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  /** Milliseconds from spawning the process to its "on http://…" line. */
  startMs: number;
  /** Resident memory of the process, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
}

/** Starts `node <args>` (or another program) and waits for the line naming its URL. */
export function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<RunningServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${path.basename(args[0] ?? command)} did not start:\n${output}`)),
      120_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (!match?.[1] || child.pid === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      const pid = child.pid;
      resolve({
        url: match[1],
        pid,
        startMs: performance.now() - started,
        rssMb: () => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`exited with ${code}:\n${output}`));
    });
  });
}
