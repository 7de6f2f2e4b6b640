// Uploads a file from disk as multipart/form-data, streamed (a 250 MB file is never in
// this process's memory), the way a browser's FormData sends it: the fields, then the file.
import { randomBytes } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

export type UploadResult = { status: number; body: Record<string, unknown>; seconds: number };

export async function uploadFile(
  url: string,
  access: string,
  filePath: string,
  fields: Record<string, string>,
): Promise<UploadResult> {
  const boundary = `----bench${randomBytes(12).toString('hex')}`;
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="pdf_file"; filename="${path.basename(filePath)}"\r\n` +
    'Content-Type: application/pdf\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + statSync(filePath).size + Buffer.byteLength(tail);
  const started = performance.now();
  return new Promise<UploadResult>((resolve, reject) => {
    const call = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${access}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': length,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          const seconds = (performance.now() - started) / 1000;
          if ((response.statusCode ?? 0) >= 300) reject(new Error(`upload answered ${response.statusCode}: ${text}`));
          else
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown>, seconds });
        });
      },
    );
    call.on('error', reject);
    call.write(head);
    pipeline(createReadStream(filePath), call, { end: false })
      .then(() => call.end(tail))
      .catch(reject);
  });
}
