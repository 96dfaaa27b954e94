// Before any load: the shop and the baseline must answer each request with the same products,
// field for field (summaries for the listing and the search, whole products for the details),
// and the listing with the same total, or the comparison would measure different work.
import { isDeepStrictEqual } from 'node:util';
import type { Endpoint } from './endpoints.js';

interface ProductReply {
  id: string;
  [field: string]: unknown;
}

interface Reply {
  products?: ProductReply[];
  product?: ProductReply;
  total?: number;
}

export interface AnswerCheck {
  endpoint: string;
  /** Bytes of the first path's reply body from each server. */
  shopBytes: number;
  baselineBytes: number;
}

/** A thrown mismatch: the benchmark stops with this message. */
export class DifferentAnswers extends Error {}

// The details endpoint cycles over many products: a sample of them is checked.
const PATHS_CHECKED = 20;

async function fetchReply(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  if (response.status !== 200) {
    throw new DifferentAnswers(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return { body: JSON.parse(text) as Reply, bytes: Buffer.byteLength(text) };
}

const productsOf = (reply: Reply) => reply.products ?? (reply.product ? [reply.product] : []);

function fieldsThatDiffer(shop: ProductReply, baseline: ProductReply): string[] {
  const fields = new Set([...Object.keys(shop), ...Object.keys(baseline)]);
  return [...fields].filter((field) => !isDeepStrictEqual(shop[field], baseline[field]));
}

export async function checkSameAnswers(
  shopUrl: string,
  baselineUrl: string,
  headers: Record<string, string>,
  endpoints: Endpoint[],
): Promise<AnswerCheck[]> {
  const checks: AnswerCheck[] = [];
  for (const endpoint of endpoints) {
    const check: AnswerCheck = { endpoint: endpoint.name, shopBytes: 0, baselineBytes: 0 };
    for (const [at, path] of endpoint.paths.slice(0, PATHS_CHECKED).entries()) {
      const shop = await fetchReply(shopUrl + path, headers);
      const baseline = await fetchReply(baselineUrl + path, headers);
      if (at === 0) [check.shopBytes, check.baselineBytes] = [shop.bytes, baseline.bytes];
      const shopProducts = productsOf(shop.body);
      const baselineProducts = productsOf(baseline.body);
      const shopIds = shopProducts.map((product) => product.id).join(', ');
      const baselineIds = baselineProducts.map((product) => product.id).join(', ');
      if (shopIds !== baselineIds || shopProducts.length === 0) {
        throw new DifferentAnswers(
          `${endpoint.name}: ${path} answers with other products (or none):\n` +
            `  shop:     ${shopIds || '(none)'}\n  baseline: ${baselineIds || '(none)'}`,
        );
      }
      // The baseline answers a listing's page without its total (baseline-server.ts).
      if (endpoint.kind === 'listing' && typeof shop.body.total !== 'number') {
        throw new DifferentAnswers(`${endpoint.name}: ${path} answers no total on the shop`);
      }
      const differences = shopProducts.flatMap((product, index) => {
        const fields = fieldsThatDiffer(product, baselineProducts[index]!);
        return fields.length > 0 ? [`${product.id}: ${fields.join(', ')}`] : [];
      });
      if (differences.length > 0) {
        throw new DifferentAnswers(
          `${endpoint.name}: ${path} answers the same products with other fields:\n  ` +
            differences.slice(0, 3).join('\n  '),
        );
      }
    }
    checks.push(check);
  }
  return checks;
}
