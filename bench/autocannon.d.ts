/** The part of autocannon 8's API the benchmarks use (the package ships no types). */
declare module "autocannon" {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Each request in turn; `setupRequest` may change one before it is sent. */
    requests?: { setupRequest?: (request: { path: string }) => { path: string } }[];
  };
  type Result = {
    requests: { total: number; sent: number };
    latency: { p50: number; p99: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
