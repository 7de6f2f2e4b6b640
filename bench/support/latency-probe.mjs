// Runs in its own process so that a blocked server cannot also stall the clock
// measuring it. Sends GET requests one after another for the given time (or until
// SIGINT) and prints each latency in milliseconds as JSON. PROBE_AUTHORIZATION, when
// set, is sent as the Authorization header (a signed-in call).
const [url, seconds] = process.argv.slice(2);
const headers = process.env.PROBE_AUTHORIZATION ? { authorization: process.env.PROBE_AUTHORIZATION } : {};
let until = performance.now() + Number(seconds) * 1000;
// SIGINT ends the probe early, still printing what it measured.
process.on('SIGINT', () => (until = 0));
const latencies = [];
while (performance.now() < until) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  latencies.push(performance.now() - start);
  await new Promise((resolve) => setTimeout(resolve, 5));
}
process.stdout.write(JSON.stringify(latencies));
