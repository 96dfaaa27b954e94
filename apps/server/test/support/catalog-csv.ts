import { parse } from 'csv-parse/sync';
import { asc } from 'drizzle-orm';
import { type ProductImportResult } from '@attire/contract';
import type { TestApp } from './app.js';
import { productVariants, products } from '../../src/db/schema/index.js';

/** A CSV file as a spreadsheet would save it (RFC 4180), written here independently of the app. */
export function toCsv(records: readonly (readonly string[])[]): string {
  const cell = (value: string) =>
    /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
  return records.map((record) => record.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** The records of a CSV file, header first. */
export const fromCsv = (text: string): string[][] => parse(text, { bom: true }) as string[][];

/** The back office's CSV calls over real HTTP (the app listens), as a browser makes them. */
export function csvCalls(t: () => TestApp, token: () => string) {
  const headers = () => ({ authorization: `Bearer ${token()}` });

  async function download(path: string) {
    const response = await fetch(`${t().baseUrl}/api${path}`, { headers: headers() });
    // Decoded keeping the byte-order mark, which fetch's text() would drop unseen.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    return { response, text };
  }

  async function importCsv(text: string, query = '') {
    const form = new FormData();
    form.append('file', new Blob([text], { type: 'text/csv' }), 'products.csv');
    const response = await fetch(`${t().baseUrl}/api/admin/products/import${query}`, {
      method: 'POST',
      headers: headers(),
      body: form,
    });
    const body = (await response.json()) as ProductImportResult & { message: string };
    return { status: response.status, body };
  }

  return {
    exportProducts: () => download('/admin/products/export.csv'),
    template: () => download('/admin/products/import-template.csv'),
    exportOrders: (from: string, to: string) =>
      download(`/admin/order/export.csv?from=${from}&to=${to}`),
    importCsv,
  };
}

/** Every product and variant row as stored, in a fixed order: what "nothing changed" compares. */
export async function catalogueSnapshot(t: TestApp) {
  const productRows = await t.db.select().from(products).orderBy(asc(products.id));
  const variantRows = await t.db.select().from(productVariants).orderBy(asc(productVariants.id));
  return { productRows, variantRows };
}
