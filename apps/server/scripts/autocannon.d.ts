// The part of autocannon 9's API that bench-search.ts uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (req: Request, context: Record<string, unknown>) => Request | undefined;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests per second from each connection (each simulated user). */
    connectionRate?: number;
    pipelining?: number;
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  export interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; average: number };
  }
  interface Instance extends EventEmitter {
    on(event: "response", listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
  function autocannon(opts: Options, cb?: (err: Error | null, result: Result) => void): Instance;
  export default autocannon;
}
