import { BACKGROUND, paletteCss, SILHOUETTES } from './drawing.js';
import type { ProductType } from './product-types.js';
import { textPath, textWidth, type TextStyle } from './stroke-font.js';

/** A home-page campaign: words on the left, three of its products on the right. */
interface Campaign {
  kicker: string;
  headline: [string, string];
  detail: string;
  action: string;
  /** The shop page the slide leads to. */
  link: string;
  background: string;
  accent: string;
  products: [ProductType, string][];
}

export const CAMPAIGNS: Campaign[] = [
  {
    kicker: 'New season',
    headline: ["Men's", 'Essentials'],
    detail: 'Tees, jeans & jackets',
    action: 'Shop men',
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
    kicker: 'Dresses & knits',
    headline: ["Women's", 'Wardrobe'],
    detail: 'Wrap dresses, cardigans, denim',
    action: 'Shop women',
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
    kicker: 'Just landed',
    headline: ['Fresh', 'Footwear'],
    detail: 'Sneakers, boots & slides',
    action: 'Shop footwear',
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

const CREAM = '#fbf7ef';
const KICKER: TextStyle = { size: 22, weight: 0.13, tracking: 4 };
const HEADLINE: TextStyle = { size: 72, weight: 0.12, tracking: 1.6 };
const DETAIL: TextStyle = { size: 22, weight: 0.11, tracking: 2 };
const ACTION: TextStyle = { size: 22, weight: 0.14, tracking: 2.4 };

function callToAction(campaign: Campaign, x: number, y: number): string {
  const width = textWidth(campaign.action, ACTION) + 124;
  return `<rect x="${x}" y="${y}" width="${width}" height="68" rx="34" fill="${campaign.accent}"/>
    ${textPath(campaign.action, x + 36, y + 45, ACTION, campaign.background)}
    <path d="M${x + width - 66} ${y + 34} H${x + width - 36} M${x + width - 48} ${y + 22} L${x + width - 36} ${y + 34} L${x + width - 48} ${y + 46}"
      fill="none" stroke="${campaign.background}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

// Where the three products stand on the panel: left, centre (larger and raised), right.
const PLACES = [
  { x: 840, y: 170, scale: 0.5 },
  { x: 1040, y: 90, scale: 0.62 },
  { x: 1272, y: 170, scale: 0.5 },
];

function productPanel(campaign: Campaign): string {
  const styles = campaign.products.map(([, hex], i) => paletteCss(`p${i}`, hex)).join('\n');
  const products = campaign.products
    .map(([type], i) => {
      const { x, y, scale } = PLACES[i]!;
      return `<g class="p${i}" transform="translate(${x} ${y}) scale(${scale})">${SILHOUETTES[type]}</g>`;
    })
    .join('');
  return `<style>${styles}</style>
    <rect x="860" y="40" width="700" height="520" rx="36" fill="${BACKGROUND}"/>
    <circle cx="1210" cy="300" r="230" fill="#ffffff" fill-opacity="0.6"/>
    ${products}`;
}

/** The headline style, smaller when a line would run into the product panel. */
function headlineStyle(campaign: Campaign): TextStyle {
  const widest = Math.max(...campaign.headline.map((line) => textWidth(line, HEADLINE)));
  return { ...HEADLINE, size: Math.min(HEADLINE.size, (HEADLINE.size * 700) / widest) };
}

/** A 1600 x 600 banner of `campaign`, its words drawn as paths (see stroke-font.ts). */
export function slideSvg(campaign: Campaign): string {
  const headline = headlineStyle(campaign);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
    <rect width="1600" height="600" fill="${campaign.background}"/>
    <circle cx="120" cy="560" r="260" fill="#ffffff" fill-opacity="0.05"/>
    ${textPath(campaign.kicker, 110, 130, KICKER, campaign.accent)}
    ${textPath(campaign.headline[0], 106, 236, headline, CREAM)}
    ${textPath(campaign.headline[1], 106, 336, headline, CREAM)}
    ${textPath(campaign.detail, 110, 400, DETAIL, CREAM)}
    ${callToAction(campaign, 106, 452)}
    ${productPanel(campaign)}
  </svg>`;
}
