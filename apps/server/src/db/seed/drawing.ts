import type { ProductType } from './product-types.js';
import { ACCESSORIES } from './silhouettes-accessories.js';
import { CLOTHES } from './silhouettes-clothes.js';

/** One drawing per product type, 600 x 600, the product centred. Typed so none can be missing. */
export const SILHOUETTES: Record<ProductType, string> = { ...CLOTHES, ...ACCESSORIES };

export const BACKGROUND = '#f2f0ec';

function mix(hex: string, toward: string, amount: number): string {
  const channels = (value: string) => [1, 3, 5].map((at) => parseInt(value.slice(at, at + 2), 16));
  const [from, to] = [channels(hex), channels(toward)];
  return `#${from
    .map((channel, i) => Math.round(channel + (to[i]! - channel) * amount))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 110;
}

/**
 * The style of the drawing classes for a product in `hex`, scoped to `.scope` so that one
 * picture can hold products of several colours. Seams are lighter on dark cloth, darker on
 * light, so they always show; the outline is always darker, so light cloth stands out from
 * the light background.
 */
export function paletteCss(scope: string, hex: string): string {
  const edge = mix(hex, '#000000', 0.4);
  const seam = isDark(hex) ? mix(hex, '#ffffff', 0.35) : mix(hex, '#000000', 0.3);
  const line = 'stroke-linecap:round;stroke-linejoin:round';
  return `.${scope} .g{fill:${hex};stroke:${edge};stroke-width:3;${line}}
  .${scope} .d{fill:none;stroke:${seam};stroke-width:3;${line}}
  .${scope} .t{fill:none;stroke:${seam};stroke-width:2;stroke-dasharray:7 6;${line}}
  .${scope} .s{fill:#000;fill-opacity:.16}
  .${scope} .h{fill:#fff;fill-opacity:.22}
  .${scope} .m{fill:#e2e4e8;stroke:${edge};stroke-width:2}
  .${scope} .r{fill:none;stroke:${hex};stroke-width:16;${line}}
  .${scope} .f{fill:none;stroke:${edge};stroke-width:8;${line}}
  .${scope} .p{fill:none;stroke:#fff;stroke-opacity:.8;stroke-width:8;${line}}
  .${scope} .w{fill:#f7f5f0;stroke:#aaa59b;stroke-width:3;${line}}`;
}

/** The picture of a product of `type` in `hex`: the product on a light, neutral background. */
export function productSvg(type: ProductType, hex: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
    <style>${paletteCss('p', hex)}</style>
    <rect width="600" height="600" fill="${BACKGROUND}"/>
    <circle cx="300" cy="300" r="250" fill="#ffffff" fill-opacity="0.55"/>
    <g class="p">${SILHOUETTES[type]}</g>
  </svg>`;
}
