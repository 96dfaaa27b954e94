// The sales report's one division of money (contract: "Reports and CSV in the back office"):
// average order value = (gross sales − discounts) / orders, to the paisa.
import { roundedRatio } from './tax.js';

/**
 * `salesPaise` over `orders`, rounded to the nearest paisa, halves up (as the tax inside a
 * price is); 0 when there were no orders, so that an empty period shows ₹0.00, not a gap.
 */
export function averageOrderValuePaise(salesPaise: number, orders: number): number {
  if (orders <= 0) return 0;
  return roundedRatio(salesPaise, orders);
}
