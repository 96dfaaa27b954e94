import { issue, type Detail } from './issues.js';

// Money as PayPal reads it: a currency PayPal accepts, and a decimal string with the number of
// decimals that currency has. Sums are made in minor units as bigint, never in floats, since
// PayPal allows values up to 999999999999999.99.

/** The currencies of PayPal's REST API currency table. */
const PAYPAL_CURRENCIES = new Set(
  'AUD BRL CAD CHF CNY CZK DKK EUR GBP HKD HUF ILS INR JPY MXN MYR NOK NZD PHP PLN SEK SGD THB TWD USD'.split(
    ' ',
  ),
);
/** PayPal refuses decimals in these. */
const WHOLE_CURRENCIES = new Set(['HUF', 'JPY', 'TWD']);
const ISO_CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const MAX_MINOR = 99_999_999_999_999_999n;

export interface Money {
  currency_code: string;
  value: string;
}

export const decimalsOf = (currency: string) => (WHOLE_CURRENCIES.has(currency) ? 0 : 2);

/** Why PayPal would refuse this currency code, if it would. */
export function currencyProblem(currency: string, field: string): Detail | undefined {
  if (!ISO_CURRENCIES.has(currency)) return issue('INVALID_CURRENCY_CODE', field, currency);
  if (!PAYPAL_CURRENCIES.has(currency)) return issue('CURRENCY_NOT_SUPPORTED', field, currency);
  return undefined;
}

/**
 * Why PayPal would refuse this amount, if it would: its currency, its decimals, its sign
 * (`positive`: more than zero; else zero or more) and its size. `field` points at the amount.
 */
export function moneyProblem(money: Money, field: string, positive: boolean): Detail | undefined {
  const currency = currencyProblem(money.currency_code, `${field}/currency_code`);
  if (currency) return currency;
  const at = `${field}/value`;
  const fraction = money.value.split('.')[1];
  const decimals = decimalsOf(money.currency_code);
  if (fraction !== undefined && decimals === 0)
    return issue('DECIMALS_NOT_SUPPORTED', at, money.value);
  if (fraction !== undefined && fraction.length > decimals) {
    return issue('DECIMAL_PRECISION', at, money.value);
  }
  const minor = toMinor(money);
  if (minor < 0n || (positive && minor === 0n)) {
    return issue(positive ? 'CANNOT_BE_ZERO_OR_NEGATIVE' : 'CANNOT_BE_NEGATIVE', at, money.value);
  }
  if (minor > MAX_MINOR) return issue('MAX_VALUE_EXCEEDED', at, money.value);
  return undefined;
}

/** The amount in minor units of its currency; the value must have passed moneyProblem. */
export function toMinor(money: Money): bigint {
  const negative = money.value.startsWith('-');
  const [whole = '', fraction = ''] = money.value.replace('-', '').split('.');
  const decimals = decimalsOf(money.currency_code);
  const digits = `${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`;
  return negative ? -BigInt(digits) : BigInt(digits);
}

/** An amount in PayPal's form: `12.50` in USD, `1250` in JPY. */
export function toMoney(minor: bigint, currency: string): Money {
  const decimals = decimalsOf(currency);
  if (decimals === 0) return { currency_code: currency, value: minor.toString() };
  const text = minor.toString().padStart(decimals + 1, '0');
  const value = `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
  return { currency_code: currency, value };
}

/** The money with its value written as PayPal writes it (`5` becomes `5.00` in USD). */
export const normalised = (money: Money): Money => toMoney(toMinor(money), money.currency_code);
