import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CATEGORY_IDS, type CategoryId } from '@attire/contract';
import { COLOURS } from './vocabulary.js';

// Simple silhouettes on a 600 x 600 canvas. Shapes only: no text, so no fonts are needed.
const SILHOUETTES: Record<CategoryId, string> = {
  men: '<path d="M205 120 L262 98 Q300 135 338 98 L395 120 L475 195 L428 250 L392 220 L392 485 L208 485 L208 220 L172 250 L125 195 Z"/>',
  women:
    '<path d="M262 95 L338 95 L330 205 L430 490 L170 490 L270 205 Z"/><rect x="255" y="80" width="14" height="40" rx="6"/><rect x="331" y="80" width="14" height="40" rx="6"/>',
  kids: '<path d="M235 190 L275 175 Q300 198 325 175 L365 190 L420 240 L390 275 L365 255 L365 420 L235 420 L235 255 L210 275 L180 240 Z"/><circle cx="440" cy="430" r="45"/>',
  accessories:
    '<rect x="165" y="250" width="270" height="220" rx="28"/><path d="M225 252 Q300 110 375 252" fill="none" stroke-width="24" stroke="currentColor"/>',
  footwear:
    '<path d="M110 390 L135 250 L225 268 Q285 335 410 345 Q485 352 490 405 L490 430 L110 430 Z"/><rect x="110" y="440" width="380" height="26" rx="10"/>',
};

async function storeOnce(uploadsDir: string, image: Buffer): Promise<string> {
  // Named after the content: a name is never reused for other bytes, which the immutable
  // cache header on /uploads/ relies on.
  const name = `seed-${createHash('sha256').update(image).digest('hex').slice(0, 16)}.webp`;
  const file = path.join(uploadsDir, name);
  if (!existsSync(file)) await writeFile(file, image);
  return `/uploads/${name}`;
}

function productSvg(category: CategoryId, colourIndex: number): string {
  const colour = COLOURS[colourIndex % COLOURS.length]!;
  const offset = 60 + colourIndex * 55;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <rect width="600" height="600" fill="${colour.background}"/>
    <circle cx="${offset}" cy="90" r="140" fill="#ffffff" fill-opacity="0.08"/>
    <circle cx="${600 - offset}" cy="560" r="180" fill="#000000" fill-opacity="0.07"/>
    <g fill="${colour.shape}" color="${colour.shape}">${SILHOUETTES[category]}</g>
  </svg>`;
}

/** The URL of the seed picture of a category in a colour (an index into COLOURS). */
export type ImageFor = (category: CategoryId, colourIndex: number) => string;

/** Writes one picture per category and colour (if missing); returns a lookup of their URLs. */
export async function ensureProductImages(uploadsDir: string): Promise<ImageFor> {
  await mkdir(uploadsDir, { recursive: true });
  const urls = new Map<string, string>();
  for (const category of CATEGORY_IDS) {
    const made = await Promise.all(
      COLOURS.map(async (_, index) => {
        const image = await sharp(Buffer.from(productSvg(category, index)))
          .webp({ quality: 80 })
          .toBuffer();
        return storeOnce(uploadsDir, image);
      }),
    );
    made.forEach((url, index) => urls.set(`${category}:${index}`, url));
  }
  return (category, colourIndex) => urls.get(`${category}:${colourIndex % COLOURS.length}`)!;
}

const SLIDES = [
  { from: '#1f3a5f', to: '#7a2233', accent: '#f4d35e' },
  { from: '#2f5d46', to: '#9cc8ec', accent: '#ffffff' },
  { from: '#d9a72b', to: '#7a2233', accent: '#23252b' },
];

function slideSvg(slide: (typeof SLIDES)[number], index: number): string {
  const stripes = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${900 + i * 70}" y="-200" width="28" height="1000" transform="rotate(${20 + index * 5} ${900 + i * 70} 300)" fill="${slide.accent}" fill-opacity="0.18"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/>
    </linearGradient></defs>
    <rect width="1600" height="600" fill="url(#g)"/>
    ${stripes}
    <circle cx="${320 + index * 60}" cy="300" r="190" fill="${slide.accent}" fill-opacity="0.85"/>
    <circle cx="${560 + index * 40}" cy="170" r="70" fill="#ffffff" fill-opacity="0.25"/>
    <rect x="180" y="470" width="520" height="26" rx="13" fill="#ffffff" fill-opacity="0.6"/>
  </svg>`;
}

/** Writes the three home-page slides, 1600 x 600 (if missing); returns their URLs. */
export async function ensureSliderImages(uploadsDir: string): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  return Promise.all(
    SLIDES.map(async (slide, index) => {
      const image = await sharp(Buffer.from(slideSvg(slide, index)))
        .webp({ quality: 80 })
        .toBuffer();
      return storeOnce(uploadsDir, image);
    }),
  );
}
