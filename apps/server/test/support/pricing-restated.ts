import type { PricingInput, PricingLine, Quote } from '../../src/modules/pricing/price-order.js';

// The contract's pricing rules ("Money at checkout") restated as plainly as they are written,
// in BigInt and without sharing a line of code with the server's pricing function, so that the
// property test compares two readings of the rules rather than one with itself.

type Rate = 0 | 5 | 18 | 40;

/** a / b rounded to the nearest whole number, halves up. */
function nearest(a: bigint, b: bigint): bigint {
  const whole = a / b;
  return (a % b) * 2n >= b ? whole + 1n : whole;
}

/** GST inside an amount that includes it. */
function gstIn(amount: bigint, rate: Rate, sameState: boolean) {
  if (rate === 0) return { taxableValue: amount, cgst: 0n, sgst: 0n, igst: 0n };
  const r = BigInt(rate);
  if (sameState) {
    // Each half is the amount × (r/2) / (100 + r), i.e. amount × r / (200 + 2r).
    const half = nearest(amount * r, 200n + 2n * r);
    return { taxableValue: amount - half - half, cgst: half, sgst: half, igst: 0n };
  }
  const igst = nearest(amount * r, 100n + r);
  return { taxableValue: amount - igst, cgst: 0n, sgst: 0n, igst };
}

function rateOf(line: PricingLine, net: bigint, registered: boolean): Rate {
  if (!registered) return 0;
  if (line.taxClass === 'gst5') return 5;
  if (line.taxClass === 'gst18') return 18;
  if (line.taxClass === 'gst40') return 40;
  // A piece's value after its discount, GST included: at most ₹2,625 is 5%.
  return net <= 262_500n * BigInt(line.quantity) ? 5 : 18;
}

export function restatedQuote(input: PricingInput): Quote {
  const { promotion: code, store } = input;
  const values = input.lines.map((line) => BigInt(line.unitPricePaise) * BigInt(line.quantity));
  const subtotal = values.reduce((a, b) => a + b, 0n);

  const applies = (line: PricingLine) =>
    code !== undefined &&
    (code.categories.length === 0 || code.categories.includes(line.category)) &&
    (code.brands.length === 0 || code.brands.includes(line.brand));
  const eligible = input.lines.map((line, i) => (applies(line) ? values[i]! : 0n));
  const eligibleTotal = eligible.reduce((a, b) => a + b, 0n);

  let discount = 0n;
  if (code?.kind === 'percentage') discount = (eligibleTotal * BigInt(code.value)) / 100n;
  if (code?.kind === 'fixed') {
    discount = BigInt(code.value) < eligibleTotal ? BigInt(code.value) : eligibleTotal;
  }

  // Each eligible line's exact share, rounded down; the paise left go to the largest line,
  // then to the next largest once a line is discounted to nothing.
  const shares = eligible.map((value) =>
    eligibleTotal === 0n ? 0n : (discount * value) / eligibleTotal,
  );
  let left = discount - shares.reduce((a, b) => a + b, 0n);
  const biggestFirst = [...eligible.keys()].sort((a, b) =>
    eligible[a]! === eligible[b]! ? a - b : eligible[a]! > eligible[b]! ? -1 : 1,
  );
  for (const i of biggestFirst) {
    while (left > 0n && shares[i]! < eligible[i]!) {
      shares[i] = shares[i]! + 1n;
      left -= 1n;
    }
  }

  const sameState = store.state !== null && input.destinationState === store.state;
  const lines = input.lines.map((line, i) => {
    const net = values[i]! - shares[i]!;
    const taxRate = rateOf(line, net, store.gstRegistered);
    const split = gstIn(net, taxRate, sameState);
    return {
      ...line,
      linePaise: Number(values[i]!),
      discountPaise: Number(shares[i]!),
      taxRate,
      taxableValue: Number(split.taxableValue),
      cgst: Number(split.cgst),
      sgst: Number(split.sgst),
      igst: Number(split.igst),
    };
  });

  const afterDiscount = subtotal - discount;
  const state = input.destinationState;
  const zone = state ? input.shipping.zones.find((z) => z.states.includes(state)) : undefined;
  const rate = BigInt(zone ? zone.ratePaise : input.shipping.flatRatePaise);
  const freeFrom = zone ? zone.freeFromPaise : input.shipping.freeFromPaise;
  const isFree =
    rate === 0n ||
    code?.kind === 'freeShipping' ||
    (freeFrom !== null && afterDiscount >= BigInt(freeFrom));
  const shipping = isFree ? 0n : rate;

  let shippingRate: Rate = 0;
  for (const line of lines) if (line.taxRate > shippingRate) shippingRate = line.taxRate;
  const shipSplit = gstIn(shipping, shippingRate, sameState);
  const cgst = lines.reduce((a, l) => a + BigInt(l.cgst), 0n) + shipSplit.cgst;
  const sgst = lines.reduce((a, l) => a + BigInt(l.sgst), 0n) + shipSplit.sgst;
  const igst = lines.reduce((a, l) => a + BigInt(l.igst), 0n) + shipSplit.igst;

  return {
    subtotalPaise: Number(subtotal),
    discountPaise: Number(discount),
    shippingPaise: Number(shipping),
    totalPaise: Number(afterDiscount + shipping),
    tax: {
      total: Number(cgst + sgst + igst),
      cgst: Number(cgst),
      sgst: Number(sgst),
      igst: Number(igst),
    },
    lines,
    shippingTax: {
      taxRate: shippingRate,
      taxableValue: Number(shipSplit.taxableValue),
      cgst: Number(shipSplit.cgst),
      sgst: Number(shipSplit.sgst),
      igst: Number(shipSplit.igst),
    },
    freeShippingFromPaise: isFree ? null : freeFrom,
    freeShippingShortfallPaise:
      isFree || freeFrom === null ? null : Number(BigInt(freeFrom) - afterDiscount),
  };
}
