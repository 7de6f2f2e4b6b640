import { getCurrency } from '../../config/app-config.ts';

const formats = new Map<string, Intl.NumberFormat>();
/** The service currency's formatter (en-IN grouping, whatever the currency), made once. */
function moneyFormat(): Intl.NumberFormat {
  const currency = getCurrency();
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format;
}

/** A decimal string the API sends for money ("1499.00", "-5", "0.5"). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * "₹1,499.00": the service's one currency (CURRENCY, INR by default). A decimal string is formatted as written
 * (Intl reads it exactly, never through a float, so "12345678901234.57" keeps its paise);
 * anything that is not a number is shown as it came.
 */
export function formatPrice(amount: string | number): string {
  if (typeof amount === 'number') return Number.isFinite(amount) ? moneyFormat().format(amount) : String(amount);
  const text = amount.trim();
  return DECIMAL.test(text) ? moneyFormat().format(text as `${number}`) : amount;
}
