/**
 * The exact sum of decimal strings with two places, as the database writes numeric(…, 2)
 * ("1499.00", "-0.50"): summed as integer paise, never through a float.
 */
export function sumMoney(values: readonly string[]): string {
  let paise = 0n;
  for (const value of values) {
    const match = /^(-?)(\d+)\.(\d{2})$/.exec(value);
    if (!match) throw new Error(`Not an amount with two decimals: ${JSON.stringify(value)}`);
    const amount = BigInt(match[2]!) * 100n + BigInt(match[3]!);
    paise += match[1] ? -amount : amount;
  }
  const sign = paise < 0n ? '-' : '';
  const absolute = paise < 0n ? -paise : paise;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}
