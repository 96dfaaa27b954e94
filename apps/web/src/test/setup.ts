import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setCartSheet } from '@/features/cart/lib/cart-sheet-store';
import { authStore } from '@/lib/auth-store';
import { resetToasts } from '@/lib/toast';

// Overlays and forms download on first use (a dynamic import): on a busy 2-core machine the
// first import can take longer than Testing Library's 1 s default wait.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  authStore.reset();
  resetToasts();
  setCartSheet();
});
