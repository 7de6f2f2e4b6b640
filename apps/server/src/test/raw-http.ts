// HTTP by hand on a real socket, for the tests of what the server does with a client's
// pace and bytes (inject has no socket, no timeouts, no connection to close).
import net from 'node:net';

/** Everything the server sent, and when it closed the connection (from the connect call). */
export type Exchange = { response: string; closedAfterMs: number };

/**
 * Opens a connection to `port` on the loopback, hands it to `drive` (which writes at its
 * own pace), and resolves with everything the server sent once the connection closes.
 */
export function exchange(port: number, drive: (socket: net.Socket) => void | Promise<void>): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const opened = performance.now();
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    socket.on('error', () => undefined); // a reset after the answer is the point of some tests
    socket.on('close', () => resolve({ response, closedAfterMs: performance.now() - opened }));
    socket.on('connect', () => void Promise.resolve(drive(socket)).catch(reject));
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes `chunks` one every `everyMs` while the socket is open. */
export async function trickle(socket: net.Socket, chunks: string[], everyMs: number): Promise<void> {
  for (const chunk of chunks) {
    if (socket.destroyed) return;
    socket.write(chunk);
    await sleep(everyMs);
  }
}

/** The status, headers (lower-cased names) and body of a raw HTTP/1.1 answer. */
export function parseResponse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** The port a listening Fastify app was given. */
export function portOf(server: net.Server): number {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}
