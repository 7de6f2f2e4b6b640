const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** A decimal string the API sends for money ("1499.00", "-5", "0.5"). */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * "₹1,499.00": the service's one currency. A decimal string is formatted as written
 * (Intl reads it exactly, never through a float, so "12345678901234.57" keeps its paise);
 * anything that is not a number is shown as it came.
 */
export function formatPrice(amount: string | number): string {
  if (typeof amount === 'number') return Number.isFinite(amount) ? money.format(amount) : String(amount);
  const text = amount.trim();
  return DECIMAL.test(text) ? money.format(text as `${number}`) : amount;
}
