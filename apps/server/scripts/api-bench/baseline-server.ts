// The baseline `npm run bench` holds the shop against: a bare Fastify 5 server with a `pg`
// Pool of 10 connections (the shop's pool size), on the same database, doing the least work
// that answers the shop's three catalogue requests with the same products.
//
// What it does, per request: parses the path and query string; runs ONE SQL statement
// (baseline-sql.ts), named so that each connection parses and plans it once, which builds the
// contract's reply rows in the database: flat product summaries for the listing and the search
// (the contract's "Lean listings"), the whole product, variants included, for the details;
// replies with JSON.stringify of `{ success, products, page, limit }` (listing),
// `{ success, products }` (search) or `{ success, product }` (details; a 404 if there is none).
// - listing: category (one or several), size and colour filters (a colour filter leads each
//   product with that colour's picture, as the shop does), the four sorts, page and limit; the
//   page from one indexed query, without the total (counting every match is work that grows
//   with the catalogue, which the shop's listing index spares it).
// - search: the shop's own match (the trigram-indexed `search_text like '%keyword%'`), order
//   and limit of 60.
// - details: the product with its variants (`json_agg`).
//
// What it does NOT do: no total and no facet counts on the listing (the shop's listing also
// says how many products match, and, for each filter value, how many it would show); no brand, price or stock filters; no
// authentication (the shopper's bearer token is ignored); no validation beyond parsing (a bad
// id is a 500, an unknown sort is sorted by price); no rate limits, security headers, request
// ids, logging, error envelope or graceful shutdown.
//
// Started by the benchmark as a process of its own; DATABASE_URL names the database. Tells the
// parent its port over IPC once it listens on 127.0.0.1.
import Fastify from 'fastify';
import pg from 'pg';
import { LIMITS } from '@attire/contract';
import {
  detailsStatement,
  listingStatement,
  searchStatement,
  type Statement,
} from './baseline-sql.js';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ routerOptions: { maxParamLength: 1000 } });

const names = new Map<string, string>();
/** Runs a statement under one name per distinct SQL text (a handful: the values vary). */
function run<Row extends object>(statement: Statement) {
  if (statement.planEachTime) return pool.query<Row>(statement.text, statement.values);
  let name = names.get(statement.text);
  if (!name) names.set(statement.text, (name = `baseline-${names.size}`));
  return pool.query<Row>({ name, text: statement.text, values: statement.values });
}

type Query = Record<string, string | string[] | undefined>;
const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const list = (value: string | string[] | undefined) =>
  (text(value) ?? '').split(',').filter(Boolean);

const json = (body: unknown) => JSON.stringify(body);

/** A summary row as the contract has it: `variantId` only for a product with one variant. */
function summary<Row extends { variantId: string | null }>({ variantId, ...rest }: Row) {
  return variantId === null ? rest : { ...rest, variantId };
}

app.get('/api/shop/products', async (request, reply) => {
  const query = request.query as Query;
  const page = Number(text(query.page) ?? 1);
  const limit = Number(text(query.limit) ?? LIMITS.pageSizeDefault);
  const { rows } = await run<{ variantId: string | null }>(
    listingStatement({
      categories: list(query.category),
      sizes: list(query.size),
      colours: list(query.colour),
      sortBy: text(query.sortBy) ?? 'price-lowtohigh',
      page,
      limit,
    }),
  );
  const products = rows.map(summary);
  reply.type('application/json; charset=utf-8');
  return json({ success: true, products, page, limit });
});

app.get('/api/shop/products/search/:keyword', async (request, reply) => {
  const { keyword } = request.params as { keyword: string };
  const { rows } = await run<{ variantId: string | null }>(
    searchStatement(keyword.trim(), LIMITS.searchMaxResults),
  );
  reply.type('application/json; charset=utf-8');
  return json({ success: true, products: rows.map(summary) });
});

app.get('/api/shop/products/:id', async (request, reply) => {
  const { id } = request.params as { id: string };
  const { rows } = await run(detailsStatement(id));
  reply.type('application/json; charset=utf-8');
  if (!rows[0]) return reply.code(404).send(json({ success: false }));
  return json({ success: true, product: rows[0] });
});

await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port });
