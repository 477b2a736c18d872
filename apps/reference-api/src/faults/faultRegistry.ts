/** A rule that makes matching requests fail (or wait) on purpose, for end-to-end tests. */
export interface FaultSpec {
  /** An HTTP method, or '*' for any. */
  method: string;
  /** An exact path, where a ':name' segment matches any one segment. */
  path: string;
  /** Answer with this status and `{ errors: { code, reason } }`; without it, only delay. */
  status?: number | undefined;
  code?: string | undefined;
  reason?: string | undefined;
  delayMs?: number | undefined;
  /** How many requests it applies to; unlimited when absent. */
  times?: number | undefined;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Requests it has applied to so far. */
  hits: number;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function matchesPath(pattern: string, path: string): boolean {
  const wanted = segments(pattern);
  const actual = segments(path);
  return (
    wanted.length === actual.length &&
    wanted.every((segment, index) => segment.startsWith(':') || segment === actual[index])
  );
}

/** The faults in force, in memory: a restart clears them. */
export class FaultRegistry {
  #faults: Fault[] = [];
  #nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, method: spec.method.toUpperCase(), id: this.#nextId++, hits: 0 };
    this.#faults.push(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.#faults;
  }

  clear(): number {
    const count = this.#faults.length;
    this.#faults = [];
    return count;
  }

  /** The first fault matching the request, counted as used; a used-up fault is dropped. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.#faults.find(
      (candidate) => (candidate.method === '*' || candidate.method === method) && matchesPath(candidate.path, path),
    );
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) {
      this.#faults = this.#faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }
}
