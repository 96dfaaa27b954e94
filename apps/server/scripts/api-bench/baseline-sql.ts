// The baseline's SQL: one statement per request, written straight against the shop's tables
// and indexes. Each builds the contract's reply rows in the database (prices in rupees, the
// rating, the stock summed over the variants), so that the server only has to JSON.stringify
// what pg hands it: for the listing and the search the product's summary (the contract's "Lean
// listings": its variants counted, not listed), for the details the whole product.

const RATING = `case when p.review_count > 0
    then (round(p.rating_total * 10.0 / p.review_count) / 10)::float8 else 0 end as rating`;

/** A product's summary, from `products p` and the `v` lateral below; `image` is its picture. */
const summaryColumns = (image: string) => `
  p.id, p.title, ${image} as image, p.category, p.brand,
  p.price_paise::float8 / 100 as price,
  p.sale_price_paise::float8 / 100 as "salePrice",
  v.total_stock as "totalStock", ${RATING},
  p.review_count as "reviewCount", p.sizes, p.colours,
  v.variant_count as "variantCount", v.variant_id as "variantId"`;

/** The product's variants counted, their stock summed, and the id of an only one. */
const VARIANT_COUNTS_OF_P = `
  cross join lateral (
    select coalesce(sum(pv.total_stock), 0)::int as total_stock,
      count(*)::int as variant_count,
      case when count(*) = 1 then (array_agg(pv.id))[1] end as variant_id
    from product_variants pv where pv.product_id = p.id
  ) v`;

/** A product as the contract's details show it, from `products p` and the `v` lateral below. */
const PRODUCT_COLUMNS = `
  p.id, p.image, p.title, p.description, p.category, p.brand,
  p.tax_class as "taxClass", p.hsn,
  p.price_paise::float8 / 100 as price,
  p.sale_price_paise::float8 / 100 as "salePrice",
  v.total_stock as "totalStock", ${RATING},
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

/**
 * The picture the shop's listing leads a product with when it is filtered by colour
 * (listing-picture.ts): the picture of the first of the product's colours that a variant
 * matching the colour and size filters (parameters `colours` and `sizes`, or none) comes in, else
 * the product's own.
 */
function colourPicture(colours: string, sizes: string | undefined) {
  return `coalesce((
    select pic.image from product_variants pic
    where pic.product_id = p.id and pic.image is not null and pic.colour = (
      select m.colour from product_variants m
      where m.product_id = p.id and m.colour = any(${colours}::text[])
        ${sizes ? `and m.size = any(${sizes}::text[])` : ''}
      order by array_position(p.colours, m.colour), m.position, m.id
      limit 1)
    order by pic.position, pic.id
    limit 1), p.image)`;
}

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
 * One page of the listing, as summaries (in a listing filtered by colour, each led by that
 * colour's picture, as the shop's are). A single category is compared with `=`, not `= any(...)`, so that PostgreSQL walks the
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
  const parameters: Partial<Record<'size' | 'colour', string>> = {};
  for (const [column, chosen] of [
    ['size', query.sizes],
    ['colour', query.colours],
  ] as const) {
    if (chosen.length === 0) continue;
    values.push(chosen);
    parameters[column] = `$${values.length}`;
    variantFilters.push(`pv.${column} = any($${values.length}::text[])`);
  }
  if (variantFilters.length > 0) {
    where.push(
      `exists (select 1 from product_variants pv
        where pv.product_id = p.id and ${variantFilters.join(' and ')})`,
    );
  }
  const image = parameters.colour ? colourPicture(parameters.colour, parameters.size) : 'p.image';
  const order = SORTS[query.sortBy] ?? SORTS['price-lowtohigh']!;
  values.push(query.limit, (query.page - 1) * query.limit);
  // The page alone, as one indexed query finds it: no total, which would have to count every
  // match (the shop's listing index knows it without asking the database).
  const text = `
    with page as (
      select p.id
      from products p
      ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
      order by ${order}
      limit $${values.length - 1} offset $${values.length}
    )
    select ${summaryColumns(image)}
    from page join products p on p.id = page.id
    ${VARIANT_COUNTS_OF_P}
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
    select ${summaryColumns('p.image')}
    from (
      select min(matches."group") as "group", ${rank('matches')}
      from (${union}) matches
      group by ${rank('matches')}
      order by 1, ${rank('matches')}
      limit $2
    ) found
    join products p on p.id = found.id
    ${VARIANT_COUNTS_OF_P}
    order by found."group", ${rank('found')}`;
  return { text, values: [escaped, maxResults], planEachTime: true };
}
