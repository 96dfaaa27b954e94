import { BACKGROUND, paletteCss, SILHOUETTES } from './drawing.js';
import type { ProductType } from './product-types.js';

/**
 * A home-page campaign: its words are a slide's text (laid out by the shop in HTML over the
 * picture), its picture only the background and three of its products.
 */
interface Campaign {
  heading: string;
  subheading: string;
  actionLabel: string;
  /** The shop page the slide leads to. */
  link: string;
  background: string;
  accent: string;
  products: [ProductType, string][];
}

export const CAMPAIGNS: Campaign[] = [
  {
    heading: "Men's Essentials",
    subheading: 'New season: tees, jeans & jackets',
    actionLabel: 'Shop men',
    link: '/shop/listing?category=men',
    background: '#1f3a5f',
    accent: '#f4d35e',
    products: [
      ['t-shirt', '#d9c49f'],
      ['jacket', '#6b7a3f'],
      ['jeans', '#3b5f8a'],
    ],
  },
  {
    heading: "Women's Wardrobe",
    subheading: 'Wrap dresses, cardigans and denim',
    actionLabel: 'Shop women',
    link: '/shop/listing?category=women',
    background: '#7a2233',
    accent: '#f7c9b6',
    products: [
      ['cardigan', '#8fc1e8'],
      ['dress', '#d9a72b'],
      ['sling-bag', '#26282e'],
    ],
  },
  {
    heading: 'Fresh Footwear',
    subheading: 'Just landed: sneakers, boots & slides',
    actionLabel: 'Shop footwear',
    link: '/shop/listing?category=footwear',
    background: '#2f5d46',
    accent: '#f4d35e',
    products: [
      ['boots', '#d9c49f'],
      ['sneakers', '#8fc1e8'],
      ['sandals', '#1f3a5f'],
    ],
  },
];

export const SLIDE_WIDTH = 1600;
export const SLIDE_HEIGHT = 640;

// The products stand in a spotlight right of the middle: the shop shows the picture with
// object-fit: cover, anchored at 90 % across, so a 390 px phone still shows the whole spotlight
// (from about x = 1040 on) and lays the words over the plain colour left of it.
const SPOT = { x: 1265, y: 320, r: 220 };
// The second product is the large one at the back; the other two stand in front of it.
const PLACES = [
  { x: 1145, y: 410, scale: 0.38 },
  { x: 1265, y: 262, scale: 0.56 },
  { x: 1385, y: 410, scale: 0.38 },
];
const DRAW_ORDER = [1, 0, 2];

function products(campaign: Campaign): string {
  const styles = campaign.products.map(([, hex], i) => paletteCss(`p${i}`, hex)).join('\n');
  const drawn = DRAW_ORDER.map((i) => {
    const [type] = campaign.products[i]!;
    const { x, y, scale } = PLACES[i]!;
    // A silhouette is 600 x 600 with the product centred: placed by its centre.
    const transform = `translate(${x - 300 * scale} ${y - 300 * scale}) scale(${scale})`;
    return `<g class="p${i}" transform="${transform}">${SILHOUETTES[type]}</g>`;
  }).join('');
  return `<style>${styles}</style>${drawn}`;
}

/**
 * A 1600 x 640 banner of `campaign` without any words: the colour, a few soft shapes on the
 * left (where the shop puts the words), the products in a ringed spotlight on the right.
 */
export function slideSvg(campaign: Campaign): string {
  const { x, y, r } = SPOT;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" viewBox="0 0 ${SLIDE_WIDTH} ${SLIDE_HEIGHT}">
    <rect width="${SLIDE_WIDTH}" height="${SLIDE_HEIGHT}" fill="${campaign.background}"/>
    <circle cx="140" cy="600" r="300" fill="#ffffff" fill-opacity="0.05"/>
    <circle cx="760" cy="90" r="150" fill="#ffffff" fill-opacity="0.04"/>
    <circle cx="${x}" cy="${y}" r="${r + 18}" fill="none" stroke="${campaign.accent}" stroke-width="6" stroke-opacity="0.85"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="${BACKGROUND}"/>
    <circle cx="${x}" cy="${y}" r="${r - 40}" fill="#ffffff" fill-opacity="0.55"/>
    ${products(campaign)}
  </svg>`;
}
