/**
 * What a process keeps in memory per tenant (the vacancy bank index, centres, menus) loads on the tenant's first
 * request and is dropped when unused for `idleMs` or beyond the `max` most recently used tenants (issue 39, item 5):
 * memory grows with the tenants that are visited, not with those that exist. A dropped entry loads again when asked.
 */
export interface TenantStateLimits {
  idleMs: number;
  max: number;
}

const limits: TenantStateLimits = { idleMs: 15 * 60_000, max: 100 };

/** serve.ts sets TENANT_IDLE_MINUTES and TENANT_STATE_MAX; tests set short ones. */
export function setTenantStateLimits(next: Partial<TenantStateLimits>) {
  Object.assign(limits, next);
}

export const tenantStateLimits = (): TenantStateLimits => ({ ...limits });

/** Longest wait between sweeps, so an idle process frees its memory too; a sweep stops at the first entry in use. */
const SWEEP_MAX_MS = 1000;

/** Values by tenant in order of last use: the first is the least recently used. */
export class TenantStateCache<V> {
  private entries = new Map<string, { value: V; usedAt: number }>();
  private timer: ReturnType<typeof setInterval> | null = null;

  /** The tenant's value, now counted as used. */
  get(tenant: string): V | undefined {
    const now = Date.now();
    this.sweep(now);
    const entry = this.entries.get(tenant);
    if (!entry) return undefined;
    this.entries.delete(tenant);
    entry.usedAt = now;
    this.entries.set(tenant, entry);
    return entry.value;
  }

  /** The tenant's value without counting a use (a change feed message is no visitor). */
  peek(tenant: string): V | undefined {
    return this.entries.get(tenant)?.value;
  }

  set(tenant: string, value: V) {
    this.entries.delete(tenant);
    this.entries.set(tenant, { value, usedAt: Date.now() });
    while (this.entries.size > limits.max) this.entries.delete(this.entries.keys().next().value as string);
    this.sweepLater();
  }

  delete(tenant: string) {
    this.entries.delete(tenant);
  }

  /** The tenants held, least recently used first. */
  tenants(): string[] {
    return [...this.entries.keys()];
  }

  private sweep(now: number) {
    for (const [tenant, entry] of this.entries) {
      if (now - entry.usedAt < limits.idleMs) break;
      this.entries.delete(tenant);
    }
    if (this.entries.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private sweepLater() {
    if (this.timer) return;
    const every = Math.max(10, Math.min(limits.idleMs / 2, SWEEP_MAX_MS));
    this.timer = setInterval(() => this.sweep(Date.now()), every);
    this.timer.unref();
  }
}
