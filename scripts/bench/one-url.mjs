#!/usr/bin/env node
// One load run, in its own process so the load generator does not share a thread with what it
// measures: autocannon against one URL, printing { rps, p50, p95, p99, non2xx, errors } as JSON.
// Usage: node scripts/bench/one-url.mjs <url> <connections> <seconds>
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';

const [url, connections = '20', seconds = '10'] = process.argv.slice(2);
if (!url) {
  console.error('usage: one-url.mjs <url> [connections] [seconds]');
  process.exit(2);
}
// autocannon reports p97.5 but no p95: it records latencies into this histogram, read afterwards.
const latencies = hdr.build({
  useWebAssembly: false,
  autoResize: true,
  lowestDiscernibleValue: 1,
  highestTrackableValue: 10000,
  numberOfSignificantValueDigits: 3,
});
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  histograms: { latencies },
});
console.log(
  JSON.stringify({
    rps: Math.round(result.requests.total / result.duration),
    p50: latencies.getValueAtPercentile(50),
    p95: latencies.getValueAtPercentile(95),
    p99: latencies.getValueAtPercentile(99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }),
);
