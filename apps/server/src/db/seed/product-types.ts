/**
 * The types of product a title can name, each with the words that name it in a title. Every
 * type has a picture of its own (silhouettes.ts), so a title and its picture always agree.
 */
export const PRODUCT_TYPES = {
  't-shirt': ['T-Shirt'],
  shirt: ['Shirt'],
  polo: ['Polo Shirt'],
  jeans: ['Jeans'],
  trousers: ['Trousers', 'Pants'],
  shorts: ['Shorts'],
  jacket: ['Jacket'],
  hoodie: ['Hoodie'],
  dress: ['Dress'],
  cardigan: ['Cardigan'],
  'sports-bra': ['Sports Bra'],
  leggings: ['Leggings'],
  pyjamas: ['Pyjama Set'],
  belt: ['Belt'],
  backpack: ['Backpack'],
  cap: ['Cap'],
  beanie: ['Beanie'],
  'sling-bag': ['Sling Bag'],
  sunglasses: ['Sunglasses'],
  socks: ['Socks'],
  sneakers: ['Sneakers', 'Trainers', 'Running Shoes', 'Hiking Shoes'],
  boots: ['Boots'],
  sandals: ['Sandals'],
  flats: ['Ballet Flats'],
} as const satisfies Record<string, readonly string[]>;

export type ProductType = keyof typeof PRODUCT_TYPES;
export const PRODUCT_TYPE_IDS = Object.keys(PRODUCT_TYPES) as ProductType[];

/**
 * The type a title names: the longest naming words found in it as whole words, so that
 * "School Polo Shirt" is a polo, not a shirt. Undefined when the title names no type.
 */
export function typeOfTitle(title: string): ProductType | undefined {
  let best: { type: ProductType; length: number } | undefined;
  for (const type of PRODUCT_TYPE_IDS) {
    for (const words of PRODUCT_TYPES[type]) {
      // A hyphen joins words here, so "T-Shirt" does not name a shirt.
      const named = new RegExp(`(^|[^\\w-])${words}($|[^\\w-])`, 'i').test(title);
      if (named && words.length > (best?.length ?? 0)) best = { type, length: words.length };
    }
  }
  return best?.type;
}
