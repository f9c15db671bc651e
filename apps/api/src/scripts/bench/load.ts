import http from 'node:http';

/** One server under load: where it listens, with its own keep-alive sockets. */
export type Endpoint = { port: number; agent: http.Agent };

export function get(endpoint: Endpoint, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: endpoint.port, path: urlPath, agent: endpoint.agent }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

/** What a run of requests measured; several runs of one build add up with `combine`. */
export type Sample = { latencies: number[]; seconds: number; errors: number; firstError: string };
export type Result = { name: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number; firstError: string };

/** `connections` keep-alive sockets, each sending its next request as soon as the last one is answered. */
export async function load(endpoint: Endpoint, connections: number, nextPath: () => string, seconds: number): Promise<Sample> {
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  const started = process.hrtime.bigint();
  const end = started + BigInt(Math.round(seconds * 1e9));
  const worker = async () => {
    while (process.hrtime.bigint() < end) {
      const urlPath = nextPath();
      const t0 = process.hrtime.bigint();
      const res = await get(endpoint, urlPath).catch((error: Error) => ({ status: 0, body: error.message }));
      latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (res.status !== 200) {
        errors++;
        firstError ||= `${res.status} ${urlPath}: ${res.body.slice(0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, seconds: Number(process.hrtime.bigint() - started) / 1e9, errors, firstError };
}

export function combine(name: string, samples: Sample[]): Result {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.max(0, Math.ceil(q * latencies.length) - 1))] ?? NaN;
  return {
    name,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    firstError: samples.find((s) => s.firstError)?.firstError ?? '',
  };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export function printTable(results: Result[]) {
  const head = ['Endpoint', 'Requests', 'Req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'Errors'];
  const rows = results.map((r) => [r.name, fmt(r.requests), fmt(r.rps), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.p99, 1), fmt(r.errors)]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(['', line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
  for (const r of results) if (r.firstError) console.log(`  first error of ${r.name}: ${r.firstError}`);
}
