/** How one kind of key (an account, a client address) is slowed down after failed sign-ins. */
export interface ThrottleRule {
  /** Failures answered at once before the first wait. */
  freeFailures: number;
  /** The wait after the next failure, doubled after each one after it. */
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  /** Failures are forgotten this long after the last one. */
  forgetAfterSeconds: number;
}

export interface SignInThrottleSettings {
  account: ThrottleRule;
  address: ThrottleRule;
}

/**
 * Five tries per account, then 1 s, 2 s, 4 s… up to 15 minutes. Fifty per client address, which
 * many shoppers may share (and the journeys all come from 127.0.0.1), before the same doubling.
 */
export const defaultSignInThrottle: SignInThrottleSettings = {
  account: { freeFailures: 5, firstWaitSeconds: 1, maxWaitSeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  address: { freeFailures: 50, firstWaitSeconds: 1, maxWaitSeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
};

interface Failures {
  count: number;
  lastAt: number;
  /** Until when sign-in is refused, in ms since the epoch. */
  blockedUntil: number;
}

// Bounds the memory a flood of made-up e-mails or addresses can take; the oldest records go first.
const maxRecords = 100_000;

/** The failures of one kind of key, in this process's memory. */
class FailureLog {
  private readonly records = new Map<string, Failures>();

  constructor(private readonly rule: ThrottleRule) {}

  private live(key: string, now: number): Failures | undefined {
    const record = this.records.get(key);
    if (record && now - record.lastAt >= this.rule.forgetAfterSeconds * 1000) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }

  /** How many ms the key must still wait; 0 when it may try. */
  waitMs(key: string, now: number): number {
    return Math.max(0, (this.live(key, now)?.blockedUntil ?? 0) - now);
  }

  fail(key: string, now: number): void {
    const count = (this.live(key, now)?.count ?? 0) + 1;
    const over = count - this.rule.freeFailures;
    const waitSeconds = over > 0 ? Math.min(this.rule.firstWaitSeconds * 2 ** (over - 1), this.rule.maxWaitSeconds) : 0;
    // Re-inserted, so the Map's order stays oldest-first for the pruning below.
    this.records.delete(key);
    this.records.set(key, { count, lastAt: now, blockedUntil: now + waitSeconds * 1000 });
    for (const oldest of this.records.keys()) {
      if (this.records.size <= maxRecords) break;
      this.records.delete(oldest);
    }
  }

  forget(key: string): void {
    this.records.delete(key);
  }

  clear(): void {
    this.records.clear();
  }
}

/**
 * Exponential backoff on failed sign-ins, per account and per client address. Only failures
 * count, so signing in often (the journeys do) is never slowed. Kept in memory: one server
 * process is the unit here; a fleet would share it through its cache.
 */
export class SignInThrottle {
  private readonly accounts: FailureLog;
  private readonly addresses: FailureLog;

  constructor(settings: SignInThrottleSettings = defaultSignInThrottle) {
    this.accounts = new FailureLog(settings.account);
    this.addresses = new FailureLog(settings.address);
  }

  /** Whole seconds to wait before this sign-in may be tried; 0 when it may be tried now. */
  retryAfterSeconds(account: string, address: string, now: Date): number {
    const at = now.getTime();
    const waitMs = Math.max(this.accounts.waitMs(account, at), this.addresses.waitMs(address, at));
    return Math.ceil(waitMs / 1000);
  }

  failed(account: string, address: string, now: Date): void {
    this.accounts.fail(account, now.getTime());
    this.addresses.fail(address, now.getTime());
  }

  /** The account starts afresh; the address does not, or one known password would reset its count. */
  succeeded(account: string): void {
    this.accounts.forget(account);
  }

  /** Test mode's reset. */
  clear(): void {
    this.accounts.clear();
    this.addresses.clear();
  }
}
