import { refusal } from './errors.js';
import { issue, type Detail } from './issues.js';
import { moneyProblem, normalised, toMinor, type Money } from './money.js';
import {
  BREAKDOWN_PARTS,
  type CreateOrder,
  type Experience,
  type PurchaseUnit,
} from './schemas.js';

/** Where PayPal points at a purchase unit in its error details. */
export const unitPath = (unit: PurchaseUnit) =>
  `/purchase_units/@reference_id=='${unit.reference_id ?? 'default'}'`;

/**
 * PayPal's 422 checks of an order's purchase units, made when it is created and after each
 * patch: reference ids, one currency, each amount's form and sign, and the totals (items,
 * taxes and breakdown) adding up. Throws PayPal's refusal naming every problem found.
 */
export function checkOrder(order: Pick<CreateOrder, 'purchase_units'>): void {
  const units = order.purchase_units;
  const problems: Detail[] = [];
  const references = units.map((unit) => unit.reference_id);
  if (units.length > 1) {
    if (references.some((reference) => reference === undefined)) {
      problems.push(issue('REFERENCE_ID_REQUIRED', '/purchase_units'));
    } else if (new Set(references).size < references.length) {
      problems.push(issue('DUPLICATE_REFERENCE_ID', '/purchase_units'));
    }
  }
  const currency = units[0]!.amount.currency_code;
  for (const unit of units) {
    for (const [field, money, positive] of moniesOf(unit)) {
      const problem =
        money.currency_code === currency
          ? moneyProblem(money, field, positive)
          : issue('MULTI_CURRENCY_ORDER', `${field}/currency_code`, money.currency_code);
      if (problem) problems.push(problem);
    }
  }
  // Totals are compared only once every amount in them is a valid one.
  if (problems.length === 0) units.forEach((unit) => problems.push(...totalsProblems(unit)));
  if (problems.length > 0) throw refusal(problems.slice(0, 10));
}

/** Every amount of a purchase unit, where it is, and whether it must be more than zero. */
function* moniesOf(unit: PurchaseUnit): Generator<[string, Money, boolean]> {
  const at = unitPath(unit);
  yield [`${at}/amount`, unit.amount, true];
  for (const part of BREAKDOWN_PARTS) {
    const money = unit.amount.breakdown?.[part];
    if (money) yield [`${at}/amount/breakdown/${part}`, money, false];
  }
  for (const [index, item] of (unit.items ?? []).entries()) {
    yield [`${at}/items/${index}/unit_amount`, item.unit_amount, false];
    if (item.tax) yield [`${at}/items/${index}/tax`, item.tax, false];
  }
}

function totalsProblems(unit: PurchaseUnit): Detail[] {
  const at = unitPath(unit);
  const breakdown = unit.amount.breakdown;
  const items = unit.items ?? [];
  const part = (name: (typeof BREAKDOWN_PARTS)[number]) => {
    const money = breakdown?.[name];
    return money ? toMinor(money) : 0n;
  };
  const sumOf = (pick: (item: (typeof items)[number]) => Money | undefined) =>
    items.reduce((sum, item) => {
      const money = pick(item);
      return money ? sum + toMinor(money) * BigInt(item.quantity) : sum;
    }, 0n);

  const problems: Detail[] = [];
  if (items.length > 0) {
    const itemTotal = breakdown?.item_total;
    if (!itemTotal)
      problems.push(issue('ITEM_TOTAL_REQUIRED', `${at}/amount/breakdown/item_total`));
    else if (sumOf((item) => item.unit_amount) !== toMinor(itemTotal)) {
      problems.push(
        issue('ITEM_TOTAL_MISMATCH', `${at}/amount/breakdown/item_total/value`, itemTotal.value),
      );
    }
  }
  if (items.some((item) => item.tax)) {
    const taxTotal = breakdown?.tax_total;
    if (!taxTotal) problems.push(issue('TAX_TOTAL_REQUIRED', `${at}/amount/breakdown/tax_total`));
    else if (sumOf((item) => item.tax) !== toMinor(taxTotal)) {
      problems.push(
        issue('TAX_TOTAL_MISMATCH', `${at}/amount/breakdown/tax_total/value`, taxTotal.value),
      );
    }
  }
  if (breakdown) {
    const expected =
      part('item_total') +
      part('tax_total') +
      part('shipping') +
      part('handling') +
      part('insurance') -
      part('shipping_discount') -
      part('discount');
    if (expected !== toMinor(unit.amount)) {
      problems.push(issue('AMOUNT_MISMATCH', `${at}/amount/value`, unit.amount.value));
    }
  }
  return problems;
}

/** The order with every amount written as PayPal writes it back (`5` becomes `5.00`). */
export function normaliseOrder(order: CreateOrder): CreateOrder {
  const purchase_units = order.purchase_units.map(({ amount, items, ...unit }) => {
    const { breakdown, ...total } = amount;
    const parts = Object.entries(breakdown ?? {}).flatMap(([name, money]) =>
      money ? [[name, normalised(money)]] : [],
    );
    return {
      ...unit,
      amount: { ...normalised(total), ...(breakdown && { breakdown: Object.fromEntries(parts) }) },
      ...(items && {
        items: items.map(({ unit_amount, tax, ...item }) => ({
          ...item,
          unit_amount: normalised(unit_amount),
          ...(tax && { tax: normalised(tax) }),
        })),
      }),
    };
  });
  return { ...order, purchase_units };
}

/** Where the payer goes from the approval page: PayPal reads either place for it. */
export const experienceOf = (order: CreateOrder): Experience => ({
  ...order.application_context,
  ...order.payment_source?.paypal.experience_context,
});
