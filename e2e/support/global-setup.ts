// Starts the built product once for the browser suite, exactly as `npm start`
// would on a fresh machine: an empty data folder and no admin credentials set, so
// the first super admin is generated and its password printed once. The suite
// signs in with what was printed.
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from './browser.ts';
import { assertBuilt, startBuiltProduct } from './built-product.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminPhone: string;
    adminPassword: string;
    /** A file the server's output is copied to as it comes: what a journey reads of the log (the logged emails). */
    serverLog: string;
    /** An empty folder of this run's: the first journey that needs the demo data writes it there once (demo-product.ts). */
    demoTemplate: string;
  }
}

/** The credentials the first start printed once (printed before the server listens). */
function printedCredentials(output: string): { phone: string; password: string } {
  const phone = /Mobile number: (\+\d+)/.exec(output)?.[1];
  const password = /Password: +(\S+) +\(shown once/.exec(output)?.[1];
  if (!phone || !password) throw new Error(`the first start printed no credentials:\n${output}`);
  return { phone, password };
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with 'apt-get install -y chromium'.`);
  }
  assertBuilt();
  // At info, so the emails the server writes to its log (no mail server here) are in it.
  const product = await startBuiltProduct({ LOG_LEVEL: 'info' });
  const demoTemplate = mkdtempSync(path.join(os.tmpdir(), 'epaper-e2e-demo-template-'));
  // Passable (not listable) for PostgreSQL's OS user, as the data folder inside it must be.
  chmodSync(demoTemplate, 0o711);
  try {
    const credentials = printedCredentials(product.output());
    project.provide('baseURL', product.baseURL);
    project.provide('adminPhone', credentials.phone);
    project.provide('adminPassword', credentials.password);
    project.provide('serverLog', product.logFile);
    project.provide('demoTemplate', demoTemplate);
  } catch (error) {
    rmSync(demoTemplate, { recursive: true, force: true });
    await product.stop();
    throw error;
  }
  return async () => {
    rmSync(demoTemplate, { recursive: true, force: true });
    await product.stop();
  };
}
