import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seriousAxeFindings } from '@/test/axe';
import { MoneySummary, type MoneyFigures } from './money-summary';

const NO_TAX = { total: 0 };

/** The rows as a person reads them: "label amount", top to bottom. */
function rows() {
  return screen
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
}

describe('money summary', () => {
  it('shows the code and its saving as a negative amount, and shipping at 0 as Free', () => {
    const figures: MoneyFigures = {
      subtotal: 1200,
      discount: 120,
      shipping: 0,
      totalAmount: 1080,
      tax: NO_TAX,
    };
    render(<MoneySummary figures={figures} savingCode="SAVE10" />);
    expect(rows()).toEqual([
      'Subtotal ₹1,200.00',
      'Code SAVE10 −₹120.00',
      'Shipping Free',
      'Total ₹1,080.00',
    ]);
  });

  it('hides "Includes GST" at 0, and the saving row without a code', () => {
    const figures = { subtotal: 798, discount: 0, shipping: 49, totalAmount: 847, tax: NO_TAX };
    render(<MoneySummary figures={figures} savingCode={null} />);
    expect(rows()).toEqual(['Subtotal ₹798.00', 'Shipping ₹49.00', 'Total ₹847.00']);
    expect(screen.queryByText(/Includes GST/)).toBeNull();
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it('says the GST inside the total and how far free delivery is', async () => {
    const figures = {
      subtotal: 798,
      discount: 0,
      shipping: 49,
      totalAmount: 847,
      tax: { total: 40.33 },
    };
    const { container } = render(
      <MoneySummary figures={figures} savingCode={null} freeDeliveryShortfall={201} />,
    );
    expect(screen.getByText('Includes GST ₹40.33')).toBeVisible();
    expect(screen.getByText('Add ₹201.00 more for free delivery')).toBeVisible();
    expect(await seriousAxeFindings(container)).toEqual([]);
  });
});
