import {
  BrandIdSchema,
  CategoryIdSchema,
  COLOURS,
  ColourIdSchema,
  type BrandId,
  type CategoryId,
} from '@attire/contract';
import { type ProductType, typeOfTitle } from './product-types.js';

/**
 * The contract's palette: a variant's colour, its swatch and the colour its picture is drawn in
 * are one and the same. The seed refers to a colour by its index here.
 */
export { COLOURS };

/** A kind of garment the shop sells, with brands that plausibly make it and a typical price. */
export interface ProductKind {
  category: CategoryId;
  type: ProductType;
  /** The first brand's title, which the generator varies too. */
  title: string;
  /** Each brand's title, in the order of `brands`: two products of a kind never share one. */
  titles: readonly [string, string];
  description: string;
  brands: readonly [BrandId, BrandId];
  /** Rupees, before the brand's price level. */
  price: number;
  /**
   * The colours it plausibly comes in, as indexes into COLOURS, the most usual first; a product
   * of the kind comes in a few of them.
   */
  colours: readonly number[];
}

/**
 * The colour a title names after its last comma ("…, Navy"), as an index into COLOURS; -1 when
 * it names none (only a product sold in one colour names it: see catalogue.ts's wording).
 */
export function colourOfTitle(title: string): number {
  const name = title.slice(title.lastIndexOf(',') + 1).trim();
  return COLOURS.findIndex((colour) => colour.label === name);
}

const colourIndex = (id: string) => COLOURS.findIndex((colour) => colour.id === id);

// category | each brand's title ("first; second") | two brands that plausibly make it | typical
// price in rupees | colours | description
const KIND_TABLE = `
men | Classic Crew Neck T-Shirt; Everyday Crew Neck T-Shirt | nike, h&m | 799 | navy white black grey red green | Combed-cotton tee with a ribbed neckline that keeps its shape wash after wash.
men | Slim Fit Stretch Jeans; Slim Fit Five-Pocket Jeans | levi, zara | 2999 | blue black grey navy | Mid-rise jeans in a denim with a little stretch, cut slim through the thigh and leg.
men | Oxford Button-Down Shirt; Regular Fit Oxford Shirt | zara, h&m | 1899 | white blue pink beige | A crisp Oxford-weave shirt with a button-down collar that works with jeans or chinos.
men | Dri-Fit Training Shorts; Quick-Dry Training Shorts | nike, puma | 1299 | black navy grey green | Light, quick-drying shorts with an elastic waist and zip pocket for your keys.
men | Quilted Puffer Jacket; Lightweight Puffer Jacket | adidas, zara | 5999 | black navy green orange | Warm quilted jacket with recycled insulation, a stand collar and two-way zip.
men | Fleece Pullover Hoodie; Brushed Fleece Hoodie | adidas, puma | 2499 | grey navy black green | Brushed-back fleece hoodie with a kangaroo pocket and adjustable drawcord hood.
men | Stretch Chino Trousers; Tapered Chino Trousers | levi, h&m | 2199 | beige navy green brown | Cotton-twill chinos with a touch of stretch and a tapered leg.
women | Floral Wrap Midi Dress; Floral Tie-Waist Midi Dress | zara, h&m | 2799 | pink blue yellow red | A flowing wrap dress in a soft floral print, with a tie waist and flutter sleeves.
women | High-Rise Skinny Jeans; Sculpting High-Rise Skinny Jeans | levi, zara | 3299 | blue black grey white | High-rise skinny jeans in sculpting stretch denim that holds its shape all day.
women | Ribbed Knit Cardigan; Pearl Button Knit Cardigan | h&m, zara | 2299 | beige pink grey red | A cosy rib-knit cardigan with pearl-effect buttons, easy to layer.
women | Seamless Sports Bra; Medium Support Sports Bra | nike, adidas | 1499 | black pink purple grey | Medium-support sports bra knitted without seams for a smooth, chafe-free fit.
women | Linen Blend Wide-Leg Trousers; High-Waist Wide-Leg Trousers | zara, h&m | 2599 | beige white black green | Airy linen-blend trousers with a high waist and wide, fluid leg.
women | Oversized Denim Jacket; Denim Trucker Jacket | levi, h&m | 3999 | blue black white | A relaxed trucker jacket in rigid denim with dropped shoulders.
women | 7/8 Training Leggings; High-Waist 7/8 Leggings | puma, nike | 1999 | black navy purple grey | High-waisted leggings in a sweat-wicking fabric that stays opaque when you squat.
kids | Graphic Print Cotton T-Shirt; Playful Print Cotton T-Shirt | h&m, puma | 499 | yellow red blue green white | Soft cotton tee with a playful print that survives the washing machine.
kids | Pull-On Denim Shorts; Elastic Waist Denim Shorts | levi, h&m | 899 | blue navy grey | Easy pull-on shorts in soft denim with an elastic waist.
kids | Zip-Up Track Jacket; Striped Track Jacket | adidas, nike | 1799 | navy red black green | A classic track jacket with contrast stripes and ribbed cuffs.
kids | Cosy Fleece Pyjama Set; Two-Piece Fleece Pyjama Set | h&m, zara | 1199 | pink blue purple grey | Two-piece fleece pyjamas for cold nights, with a snug waistband.
kids | Printed Jogger Pants; Cuffed Jogger Pants | puma, adidas | 999 | grey navy black green | Comfortable joggers with cuffed ankles, made for running around.
kids | Hooded Rain Jacket; Waterproof Rain Jacket | zara, h&m | 1999 | yellow red navy orange | A lightweight waterproof jacket with taped seams and a roomy hood.
kids | School Polo Shirt; Piqué School Polo Shirt | h&m, levi | 599 | white navy grey blue | Durable piqué polo shirt that keeps its colour term after term.
accessories | Leather Trucker Belt; Full-Grain Leather Belt | levi, zara | 1299 | brown black | A full-grain leather belt with a brushed metal buckle.
accessories | Everyday Canvas Backpack; Laptop Canvas Backpack | nike, adidas | 2499 | black navy green grey | A roomy canvas backpack with a padded laptop sleeve and bottle pocket.
accessories | Classic Baseball Cap; Six-Panel Baseball Cap | nike, puma | 799 | black navy white red beige | A six-panel cotton cap with a curved brim and adjustable strap.
accessories | Ribbed Beanie; Cuffed Ribbed Beanie | adidas, h&m | 599 | grey black navy red yellow | A warm ribbed beanie with a fold-over cuff.
accessories | Crossbody Sling Bag; Compact Sling Bag | puma, zara | 1799 | black brown beige green | A compact sling bag with an adjustable strap, for phone, wallet and keys.
accessories | Aviator Sunglasses; Metal Aviator Sunglasses | zara, h&m | 1499 | black brown | Metal-frame aviators with UV400 lenses and a soft pouch.
accessories | Cushioned Crew Socks (3 Pack); Cushioned Sports Socks (3 Pack) | nike, adidas | 699 | white black grey | Three pairs of cushioned crew socks with arch support.
footwear | Air Cushion Running Shoes; Responsive Running Shoes | nike, puma | 6999 | black white blue red grey | Responsive running shoes with a cushioned midsole and breathable mesh upper.
footwear | Classic Leather Sneakers; Leather Low-Top Sneakers | adidas, puma | 5499 | white black | Clean leather low-tops with a rubber cupsole, easy to dress up or down.
footwear | Canvas Low-Top Trainers; Vulcanised Canvas Trainers | levi, h&m | 1999 | white black navy red | Lightweight canvas trainers with a vulcanised rubber sole.
footwear | Suede Chelsea Boots; Classic Suede Chelsea Boots | zara, levi | 4999 | brown black beige | Suede Chelsea boots with elastic side panels and a grippy sole.
footwear | Comfort Slide Sandals; Contoured Slide Sandals | adidas, nike | 1299 | black navy white | One-piece slides with a contoured footbed, for the pool or the sofa.
footwear | Trail Hiking Shoes; Water-Resistant Hiking Shoes | puma, adidas | 5999 | brown grey green black | Hiking shoes with a lugged outsole and water-resistant upper.
footwear | Quilted Ballet Flats; Padded Ballet Flats | zara, h&m | 1799 | black beige pink red | Soft quilted ballet flats with a padded insole.
`;

/** Every kind of garment the seed and the generator draw from, read from the table above. */
export const PRODUCT_KINDS: readonly ProductKind[] = KIND_TABLE.trim()
  .split('\n')
  .map((line) => {
    const [category, titleText, brands, price, colours, description] = line.split(' | ');
    const [first, second] = (brands ?? '').split(', ');
    const [title, otherTitle] = (titleText ?? '').split('; ');
    const type = typeOfTitle(title!);
    if (!type || typeOfTitle(otherTitle ?? '') !== type) {
      throw new Error(`"${titleText}" does not name one product type twice`);
    }
    return {
      category: CategoryIdSchema.parse(category),
      type,
      title: title!,
      titles: [title!, otherTitle!] as const,
      brands: [BrandIdSchema.parse(first), BrandIdSchema.parse(second)] as const,
      price: Number(price),
      description: description!,
      colours: (colours ?? '').split(' ').map((id) => colourIndex(ColourIdSchema.parse(id))),
    };
  });

/** Words that vary generated titles; a few are rare on purpose, so searches differ in reach. */
export const STYLE_WORDS = [
  'Essential',
  'Relaxed',
  'Premium',
  'Everyday',
  'Tailored',
  'Lightweight',
  'Organic Cotton',
  'Recycled',
  'Vintage Wash',
  'Performance',
];
export const RARE_WORD = 'Handloom';

/** A brand's price level relative to a kind's typical price. */
export const BRAND_PRICE_LEVEL: Record<BrandId, number> = {
  nike: 1.2,
  adidas: 1.15,
  puma: 1,
  levi: 1.1,
  zara: 1.05,
  'h&m': 0.8,
};
