// Slows down password guessing: after `maxFailures` wrong passwords from one client within
// `windowMs`, that client must wait until the window has passed. In memory, per process;
// the number of clients remembered is bounded so a flood of new ones cannot grow it.

export interface BrakeOptions {
  maxFailures: number;
  windowMs: number;
  /** Clients remembered at most; the oldest are forgotten first. */
  maxClients: number;
}

interface Record {
  failures: number;
  /** When the first failure of the current window happened. */
  since: number;
}

export class GuessBrake {
  private readonly clients = new Map<string, Record>();

  constructor(private readonly options: BrakeOptions) {}

  /** Milliseconds the client must wait before trying again; 0 when it may try now. */
  waitMs(client: string, now: number): number {
    const record = this.clients.get(client);
    if (!record) return 0;
    const end = record.since + this.options.windowMs;
    if (now >= end) {
      this.clients.delete(client);
      return 0;
    }
    return record.failures >= this.options.maxFailures ? end - now : 0;
  }

  fail(client: string, now: number): void {
    this.waitMs(client, now); // forgets a window that has passed
    const current = this.clients.get(client) ?? { failures: 0, since: now };
    // Re-inserted so the map's order is least recently failed first.
    this.clients.delete(client);
    this.clients.set(client, { since: current.since, failures: current.failures + 1 });
    while (this.clients.size > this.options.maxClients) {
      const oldest = this.clients.keys().next().value;
      if (oldest === undefined) break;
      this.clients.delete(oldest);
    }
  }

  succeed(client: string): void {
    this.clients.delete(client);
  }

  get size(): number {
    return this.clients.size;
  }
}
