// Editions made through the API for a journey's setup (what the screen shows is read on
// the screen): the generated admin signed in, uploads, and waiting for processing.
import type { Epaper, EpaperWithPages } from '../../packages/shared/src/epapers.contract.ts';
import { baseURL, generatedAdmin } from './app.ts';

export type EditionApi = {
  /** A JSON call with the admin's bearer token; throws on any answer but 2xx. */
  call: <Body>(method: string, path: string, body?: unknown) => Promise<Body>;
  /** Uploads `pdf` as an edition of `day`, its description made from its title. */
  upload: (title: string, pdf: Uint8Array, day: string) => Promise<Epaper>;
  /** Waits until the edition's processing has completed (a minute at most). */
  processed: (id: number) => Promise<EpaperWithPages>;
};

export async function signedInEditionApi(): Promise<EditionApi> {
  const { phone, password } = generatedAdmin();
  const login = await fetch(`${baseURL()}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ full_phone: phone, password, is_admin: true }),
  });
  if (!login.ok) throw new Error(`sign-in through the API answered ${login.status}`);
  const { access } = (await login.json()) as { access: string };
  const send = async <Body>(method: string, path: string, body?: BodyInit, json = false): Promise<Body> => {
    const headers: Record<string, string> = { Authorization: `Bearer ${access}` };
    if (json) headers['content-type'] = 'application/json';
    const answer = await fetch(`${baseURL()}${path}`, { method, headers, ...(body && { body }) });
    if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as Body;
  };
  const call = <Body>(method: string, path: string, body?: unknown) =>
    send<Body>(method, path, body === undefined ? undefined : JSON.stringify(body), true);
  return {
    call,
    upload: (title, pdf, day) => {
      const form = new FormData();
      form.append('title', title);
      form.append('description', `${title}: the morning edition, front page to sport.`);
      form.append('publication_date', day);
      form.append('pdf_file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'edition.pdf');
      return send<Epaper>('POST', '/api/epapers/upload-paper/', form);
    },
    processed: async (id) => {
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        const epaper = await call<EpaperWithPages>('GET', `/api/epapers/${id}/`);
        if (epaper.processing_status === 'completed') return epaper;
        if (epaper.processing_status === 'failed') throw new Error(`edition ${id} failed: ${epaper.processing_error}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`edition ${id} was not processed within a minute`);
    },
  };
}
