import { getServiceTimeZone } from '../../config/app-config.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter on the service's clock (its TZ), made on first use and kept per kind and
 * zone: building one costs more than formatting many times, and the first zoned one loads
 * the time zone data, which a screen that shows no time should not pay for.
 */
export function serviceZoneFormat(
  kind: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const timeZone = getServiceTimeZone();
  const key = `${kind} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}
