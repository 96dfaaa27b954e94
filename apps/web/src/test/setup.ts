import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { authStore } from '@/lib/auth-store';
import { resetToasts } from '@/lib/toast';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  authStore.reset();
  resetToasts();
});
