import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './download-file';

describe('fileNameFrom', () => {
  it('reads a quoted or a bare filename', () => {
    expect(fileNameFrom('attachment; filename="ATR-26-27-000042.pdf"')).toBe(
      'ATR-26-27-000042.pdf',
    );
    expect(fileNameFrom('attachment; filename=invoice.pdf')).toBe('invoice.pdf');
  });

  it('prefers the UTF-8 name (filename*) when both are given', () => {
    expect(fileNameFrom(`attachment; filename="a.pdf"; filename*=UTF-8''ATR%2026-27.pdf`)).toBe(
      'ATR 26-27.pdf',
    );
  });

  it('gives nothing without a header or a name', () => {
    expect(fileNameFrom(null)).toBeUndefined();
    expect(fileNameFrom('attachment')).toBeUndefined();
  });
});
