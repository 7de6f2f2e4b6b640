// Benchmark: a 250 MB edition's resumable upload (tus), cut at half and resumed. It starts
// the built server (`npm start`: the embedded PostgreSQL), creates the upload, sends the
// PDF in 8 MiB PATCHes as the dashboard does, cuts the connection in the middle of the
// chunk that crosses 50 % (the socket destroyed mid-body), asks the offset with HEAD and
// sends the rest from there. It counts every byte written to the sockets and samples the
// server's resident memory from before the upload to the edition's answer.
//
// Targets: bytes sent in all ≤ 1.1 × the file; server memory added ≤ 64 MB; the edition
// made (the last PATCH names it), from the same bytes (its file size).
//
// Run (after npm run build):  npm run bench:resumable
//   BENCH_FRESH=1   regenerate the PDF (kept in <tmp>/epaper-bench-pdfs otherwise)
import { openSync, readSync, closeSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { assertBuilt, startBuiltProduct } from '../e2e/support/built-product.ts';
import { benchPdf } from './support/bench-pdfs.ts';
import { memorySampler, residentMb } from './support/process-memory.ts';
import { ADMIN_PASSWORD, ADMIN_PHONE, signIn } from './support/product-server.ts';

const CHUNK = 8 * 1024 * 1024;
const log = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => bytes / 1024 / 1024;

type Answer = { status: number; headers: Record<string, string | string[] | undefined> };

/**
 * One tus request. With `cutAfter`, the body stops after that many bytes and the socket
 * is destroyed: the connection dropped. Answers null then. `sent` counts the body bytes written.
 */
function tusRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
  cutAfter?: number,
): Promise<{ answer: Answer | null; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    const call = request(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ answer: { status: response.statusCode ?? 0, headers: response.headers }, sent }),
      );
    });
    call.on('error', (error) => (cutAfter !== undefined ? resolve({ answer: null, sent }) : reject(error)));
    if (!body) {
      call.end();
      return;
    }
    if (cutAfter !== undefined) {
      call.write(body.subarray(0, cutAfter), () => {
        sent += cutAfter;
        // Give the bytes time to reach the server, then drop the connection mid-body.
        setTimeout(() => call.destroy(new Error('connection cut')), 200);
      });
      return;
    }
    sent = body.length;
    call.end(body);
  });
}

function readSlice(file: string, offset: number, length: number): Buffer {
  const buffer = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buffer, 0, length, offset);
  } finally {
    closeSync(fd);
  }
  return buffer;
}

async function main() {
  assertBuilt();
  const file = benchPdf('newspaper-250mb.pdf', 120, 3_000_000);
  const size = statSync(file).size;
  const product = await startBuiltProduct({ ADMIN_PHONE, ADMIN_PASSWORD });
  try {
    const { access } = await signIn(product.baseURL);
    const tus = { 'Tus-Resumable': '1.0.0', Authorization: `Bearer ${access}` };
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const pid = product.child.pid ?? 0;
    const before = residentMb(pid);
    const sampler = memorySampler(pid);
    const meta = (value: string) => Buffer.from(value).toString('base64');
    const created = await tusRequest(`${product.baseURL}/api/epapers/uploads/`, 'POST', {
      ...tus,
      'Upload-Length': String(size),
      'Upload-Metadata': [
        `title ${meta('The Resumed Times')}`,
        `description ${meta('A 250 MB edition, cut at half')}`,
        `publication_date ${meta('2027-02-01')}`,
        `filename ${meta('newspaper-250mb.pdf')}`,
      ].join(','),
    });
    if (created.answer?.status !== 201) throw new Error(`create answered ${created.answer?.status}`);
    const url = `${product.baseURL}${String(created.answer.headers.location)}`;
    log(`uploading ${mb(size).toFixed(1)} MB in ${mb(CHUNK)} MiB PATCHes, cut at half…`);

    let offset = 0;
    let sentInAll = 0;
    let cut = false;
    let epaperId: string | undefined;
    const started = performance.now();
    while (offset < size) {
      const length = Math.min(CHUNK, size - offset);
      const body = readSlice(file, offset, length);
      const crossesHalf = !cut && offset + length > size / 2;
      const headers = {
        ...tus,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(length),
      };
      const cutAfter = crossesHalf ? Math.floor(size / 2) - offset : undefined;
      const result = await tusRequest(url, 'PATCH', headers, body, cutAfter);
      sentInAll += result.sent;
      if (crossesHalf) {
        cut = true;
        const head = await tusRequest(url, 'HEAD', tus);
        const resumedAt = Number(head.answer?.headers['upload-offset']);
        log(`cut after ${mb(offset + result.sent).toFixed(1)} MB sent; the server has ${mb(resumedAt).toFixed(1)} MB`);
        offset = resumedAt;
        continue;
      }
      if (result.answer?.status !== 204) throw new Error(`PATCH answered ${result.answer?.status}`);
      offset = Number(result.answer.headers['upload-offset']);
      epaperId = result.answer.headers['epaper-id'] as string | undefined;
    }
    const seconds = (performance.now() - started) / 1000;
    const peak = sampler.stop();
    const edition = (await (
      await fetch(`${product.baseURL}/api/epapers/${epaperId}/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { file_size: number };

    const ratio = sentInAll / size;
    const added = peak - before;
    log(
      `\nfile ${mb(size).toFixed(1)} MB; sent in all ${mb(sentInAll).toFixed(1)} MB (${ratio.toFixed(3)}×) in ${seconds.toFixed(1)} s`,
    );
    log(`server memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${added.toFixed(0)} MB)`);
    log(
      `edition ${epaperId}: file_size ${edition.file_size} (${edition.file_size === size ? 'the whole file' : 'NOT the file'})`,
    );
    const pass = ratio <= 1.1 && added <= 64 && edition.file_size === size;
    log(`targets (≤ 1.1× sent, ≤ 64 MB added, the edition made): ${pass ? 'PASS' : 'FAIL'}`);
  } finally {
    await product.stop();
  }
}

await main();
