// Runs in its own process, so that the load generator sharing the machine cannot stall the
// clock measuring the server: sends GET requests to the given URLs in turn, one at a time
// (as an admin's screen asks for its figures), for the given time, and prints each URL's
// latencies in milliseconds as JSON ({ url: [ms, …] }). PROBE_AUTHORIZATION, when set, is
// sent as the Authorization header. A call that fails is counted under "errors".
//
//   node calls-probe.mjs <seconds> <url> [<url> …]
const [seconds, ...urls] = process.argv.slice(2);
const headers = process.env.PROBE_AUTHORIZATION ? { authorization: process.env.PROBE_AUTHORIZATION } : {};
const until = performance.now() + Number(seconds) * 1000;
const latencies = Object.fromEntries(urls.map((url) => [url, []]));
let errors = 0;
for (let i = 0; performance.now() < until; i += 1) {
  const url = urls[i % urls.length];
  const start = performance.now();
  try {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.ok) latencies[url].push(performance.now() - start);
    else errors += 1;
  } catch {
    errors += 1;
  }
}
process.stdout.write(JSON.stringify({ latencies, errors }));
