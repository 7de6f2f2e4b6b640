import type { FastifyServerOptions } from 'fastify';
import type { Settings } from './settings.ts';

/**
 * Structured JSON logs (pino). Credentials never reach them: the headers and
 * body fields that may carry one are redacted wherever they appear.
 */
export function loggerOptions(settings: Settings): FastifyServerOptions['logger'] {
  return {
    level: settings.env === 'test' ? 'silent' : settings.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.refresh',
        '*.access',
      ],
      censor: '[redacted]',
    },
  };
}
