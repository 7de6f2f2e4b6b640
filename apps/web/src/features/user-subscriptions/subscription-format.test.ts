import { describe, expect, it } from 'vitest';
import { formatDay } from '../../lib/format/date-format.ts';
import { holderName, initialsOf, paymentMethodLabel, periodText, yesNo } from './subscription-format.ts';

describe('paymentMethodLabel', () => {
  it('names the known methods the way people write them', () => {
    expect(paymentMethodLabel('upi')).toBe('UPI');
    expect(paymentMethodLabel('card')).toBe('Card');
    expect(paymentMethodLabel('net_banking')).toBe('Net banking');
    expect(paymentMethodLabel('netbanking')).toBe('Net banking');
    expect(paymentMethodLabel('Net Banking')).toBe('Net banking');
    expect(paymentMethodLabel('wallet')).toBe('Wallet');
    expect(paymentMethodLabel('UPI')).toBe('UPI');
  });

  it('shows any other method as sent, and a blank one as a dash', () => {
    expect(paymentMethodLabel('cash_on_delivery')).toBe('cash_on_delivery');
    expect(paymentMethodLabel('  ')).toBe('—');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ravi Kumar', 'ravi@example.com')).toBe('RK');
    expect(initialsOf('  asha  devi rao ', null)).toBe('AR');
    expect(initialsOf('Meera', null)).toBe('M');
  });

  it('falls back to the email, then to a question mark', () => {
    expect(initialsOf('', 'zoya@example.com')).toBe('Z');
    expect(initialsOf(' ', null)).toBe('?');
  });
});

describe('dates', () => {
  it('reads a yyyy-mm-dd day as that local day', () => {
    expect(formatDay('2026-01-12')).toBe('12 Jan 2026');
    expect(formatDay('')).toBe('—');
  });

  it('writes the period from start to end, breaking only after the dash', () => {
    const period = periodText('2026-01-12', '2026-02-11');
    expect(period.replace(/\u00a0/g, ' ')).toBe('12 Jan 2026 – 11 Feb 2026');
    expect(period.split(' ')).toEqual(['12\u00a0Jan\u00a02026\u00a0–', '11\u00a0Feb\u00a02026']);
  });
});

describe('other texts', () => {
  it('says Yes or No for auto-renewal', () => {
    expect(yesNo(true)).toBe('Yes');
    expect(yesNo(false)).toBe('No');
  });

  it('names the holder by name, else email, else phone', () => {
    expect(holderName({ name: 'Ravi Kumar', email: 'r@example.com', phone: '+91' })).toBe('Ravi Kumar');
    expect(holderName({ name: ' ', email: null, phone: '+919812345678' })).toBe('+919812345678');
  });
});
