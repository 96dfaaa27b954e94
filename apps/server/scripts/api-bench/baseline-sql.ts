// The baseline's SQL: one statement per request, written straight against the shop's tables
// and indexes. Each builds the contract's product (prices in rupees, the rating, the stock
// summed over the variants, the variants themselves) in the database, so that the server only
// has to JSON.stringify what pg hands it.

/** A product as the contract shows it, from `products p` and the `v` lateral below. */
const PRODUCT_COLUMNS = `
  p.id, p.image, p.title, p.description, p.category, p.brand,
  p.price_paise::float8 / 100 as price,
  p.sale_price_paise::float8 / 100 as "salePrice",
  v.total_stock as "totalStock",
  case when p.review_count > 0
    then (round(p.rating_total * 10.0 / p.review_count) / 10)::float8 else 0 end as rating,
  p.review_count as "reviewCount",
  p.images, p.sizes, p.colours, v.variants`;

/** The product's variants in display order, and their stock summed. */
const VARIANTS_OF_P = `
  cross join lateral (
    select coalesce(sum(pv.total_stock), 0)::int as total_stock,
      coalesce(json_agg(json_build_object(
        'id', pv.id, 'sku', pv.sku, 'size', pv.size, 'colour', pv.colour,
        'price', pv.price_paise::float8 / 100,
        'salePrice', pv.sale_price_paise::float8 / 100,
        'totalStock', pv.total_stock, 'image', pv.image
      ) order by pv.position, pv.id), '[]') as variants
    from product_variants pv where pv.product_id = p.id
  ) v`;

/** The listing's sorts, as the shop orders them: the key, then the id, both one way. */
const SORTS: Record<string, string> = {
  'price-lowtohigh': 'p.unit_price_paise, p.id',
  'price-hightolow': 'p.unit_price_paise desc, p.id desc',
  'title-atoz': 'lower(p.title) collate "C", p.id',
  'title-ztoa': 'lower(p.title) collate "C" desc, p.id desc',
};

export interface ListingQuery {
  categories: string[];
  sizes: string[];
  colours: string[];
  sortBy: string;
  page: number;
  limit: number;
}

export interface Statement {
  text: string;
  values: unknown[];
  /** Not prepared once but planned with each call's values, where the best plan depends on them. */
  planEachTime?: boolean;
}

/**
 * One page of the listing with the number of products that match (`total` on each row). A
 * single category is compared with `=`, not `= any(...)`, so that PostgreSQL walks the
 * (category, unit price) index in order instead of sorting. As on the shop, a product matches
 * the size and colour filters when one of its variants has one of the sizes and one of the
 * colours (a probe of the variants' (product, size, colour) index).
 */
export function listingStatement(query: ListingQuery): Statement {
  const values: unknown[] = [];
  const where: string[] = [];
  if (query.categories.length === 1) {
    values.push(query.categories[0]);
    where.push(`p.category = $${values.length}`);
  } else if (query.categories.length > 1) {
    values.push(query.categories);
    where.push(`p.category = any($${values.length}::text[])`);
  }
  const variantFilters: string[] = [];
  for (const [column, chosen] of [
    ['size', query.sizes],
    ['colour', query.colours],
  ] as const) {
    if (chosen.length === 0) continue;
    values.push(chosen);
    variantFilters.push(`pv.${column} = any($${values.length}::text[])`);
  }
  if (variantFilters.length > 0) {
    where.push(
      `exists (select 1 from product_variants pv
        where pv.product_id = p.id and ${variantFilters.join(' and ')})`,
    );
  }
  const order = SORTS[query.sortBy] ?? SORTS['price-lowtohigh']!;
  values.push(query.limit, (query.page - 1) * query.limit);
  const text = `
    with page as (
      select p.id, count(*) over () as total
      from products p
      ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
      order by ${order}
      limit $${values.length - 1} offset $${values.length}
    )
    select ${PRODUCT_COLUMNS}, page.total::int as total
    from page join products p on p.id = page.id
    ${VARIANTS_OF_P}
    order by ${order}`;
  return { text, values };
}

export function detailsStatement(id: string): Statement {
  return {
    text: `select ${PRODUCT_COLUMNS} from products p ${VARIANTS_OF_P} where p.id = $1`,
    values: [id],
  };
}

/**
 * What the shop's search does (search.ts) for a keyword found as typed and with no plural: the
 * same match, groups, order and limit, products in stock first, each group a limited query of
 * its own, planned for each keyword. (The shop reads the sold-out groups only when the page is
 * not full, and counts the matches besides.)
 */
export function searchStatement(keyword: string, maxResults: number): Statement {
  const escaped = keyword.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rank = (table: string) => `${table}.title_length, ${table}.title_key, ${table}.id`;
  const inStock = `exists (select from product_variants sv
    where sv.product_id = p.id and sv.total_stock > 0)`;
  const groups = [
    `p.title_key like lower($1) || '%'`,
    `p.title_key like '%' || lower($1) || '%'`,
    `p.search_text like '%' || lower($1) || '%'`,
  ];
  const group = (name: number, where: string) =>
    `(select ${name} as "group", ${rank('p')} from products p
      where ${where} order by ${rank('p')} limit $2)`;
  const union = [
    ...groups.map((where, at) => group(at, `${where} and ${inStock}`)),
    ...groups.map((where, at) => group(at + groups.length, `${where} and not ${inStock}`)),
  ].join(' union all ');
  const text = `
    select ${PRODUCT_COLUMNS}
    from (
      select min(matches."group") as "group", ${rank('matches')}
      from (${union}) matches
      group by ${rank('matches')}
      order by 1, ${rank('matches')}
      limit $2
    ) found
    join products p on p.id = found.id
    ${VARIANTS_OF_P}
    order by found."group", ${rank('found')}`;
  return { text, values: [escaped, maxResults], planEachTime: true };
}
