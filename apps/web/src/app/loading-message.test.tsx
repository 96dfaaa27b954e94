import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FullScreenSkeleton } from './guard/full-screen-skeleton';
import { PageFallback } from './page-fallback';

const CONFIRMING = "Confirming your payment, please don't close this page";

function renderAt(path: string, fallback: React.ReactElement) {
  return render(<MemoryRouter initialEntries={[path]}>{fallback}</MemoryRouter>);
}

describe('what a page shows while it loads', () => {
  it.each([
    ['the sign-in check', <FullScreenSkeleton key="check" />],
    ["the page's code", <PageFallback key="code" />],
  ])('back from PayPal, says in words during %s not to close the page', (_wait, fallback) => {
    renderAt('/shop/paypalReturnPage?token=T&PayerID=P', fallback);
    expect(screen.getByRole('status')).toHaveTextContent(CONFIRMING);
  });

  it.each([
    ['the sign-in check', <FullScreenSkeleton key="check" />],
    ["the page's code", <PageFallback key="code" />],
  ])('elsewhere, shows grey blocks during %s', (_wait, fallback) => {
    renderAt('/shop/listing', fallback);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveTextContent(/^$/);
  });
});
