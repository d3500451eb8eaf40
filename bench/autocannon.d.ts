// autocannon ships no types; only what bench/load.ts uses.
declare module "autocannon" {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    overallRate?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Cycled through by every connection; setupRequest builds each request as it is sent. */
    requests?: { path?: string; method?: string; setupRequest?: (request: Request) => Request }[];
    timeout?: number;
    ignoreCoordinatedOmission?: boolean;
  }
  interface Request {
    path?: string;
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    statusCodeStats: Record<string, { count: number }>;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
  }
  interface Instance extends PromiseLike<Result> {
    on(event: "response", listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): this;
    stop(): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
