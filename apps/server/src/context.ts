import type { Db } from './db/client.ts';
import type { Settings } from './plugins/settings.ts';

/** What every service needs, built once in app.ts and handed to the route modules. */
export type AppContext = {
  db: Db;
  settings: Settings;
  /** HS256 key of the access tokens and the device cookies. */
  signingKey: Uint8Array;
};
