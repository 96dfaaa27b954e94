// A small geometric stroke font for the seed's banners: capitals drawn as SVG paths, so the
// words need no font on the machine (a fresh server may have none). Each glyph is drawn in a
// box 10 units high, y downwards, and is `width` units wide; lines get round ends and joins.

interface Glyph {
  width: number;
  path: string;
}

const glyph = (width: number, path: string): Glyph => ({ width, path });

const GLYPHS: Record<string, Glyph> = {
  A: glyph(7, 'M0 10 L3.5 0 L7 10 M1.3 6.4 H5.7'),
  B: glyph(6, 'M0 10 V0 H3.3 A2.5 2.5 0 0 1 3.3 5 H0 M3.3 5 H3.5 A2.5 2.5 0 0 1 3.5 10 H0'),
  C: glyph(7, 'M7 2 A4.6 5 0 1 0 7 8'),
  D: glyph(6.8, 'M0 0 V10 H2 A4.8 5 0 0 0 2 0 Z'),
  E: glyph(5.6, 'M5.6 0 H0 V10 H5.6 M0 5 H4.4'),
  F: glyph(5.4, 'M5.4 0 H0 V10 M0 5 H4.4'),
  G: glyph(7.4, 'M7 1.8 A4.7 5 0 1 0 7.4 6 V5.2 H4.4'),
  H: glyph(6.4, 'M0 0 V10 M6.4 0 V10 M0 5 H6.4'),
  I: glyph(0, 'M0 0 V10'),
  J: glyph(4.6, 'M4.6 0 V7.2 A2.3 2.6 0 0 1 0 7.6'),
  K: glyph(6, 'M0 0 V10 M6 0 L0 6.2 M2.2 4.2 L6.2 10'),
  L: glyph(5.2, 'M0 0 V10 H5.2'),
  M: glyph(8, 'M0 10 V0 L4 7.5 L8 0 V10'),
  N: glyph(6.6, 'M0 10 V0 L6.6 10 V0'),
  O: glyph(9, 'M4.5 0 A4.5 5 0 1 0 4.5 10 A4.5 5 0 1 0 4.5 0 Z'),
  P: glyph(6, 'M0 10 V0 H3.2 A2.8 2.8 0 0 1 3.2 5.6 H0'),
  R: glyph(6.2, 'M0 10 V0 H3.2 A2.8 2.8 0 0 1 3.2 5.6 H0 M3 5.6 L6.2 10'),
  S: glyph(
    6,
    'M5.8 1.6 Q5 0 3 0 Q0.3 0 0.3 2.6 Q0.3 4.5 3 5 Q6 5.5 6 7.6 Q6 10 3 10 Q0.9 10 0 8.4',
  ),
  T: glyph(7, 'M0 0 H7 M3.5 0 V10'),
  U: glyph(6.4, 'M0 0 V6.6 A3.2 3.4 0 0 0 6.4 6.6 V0'),
  V: glyph(7, 'M0 0 L3.5 10 L7 0'),
  W: glyph(10, 'M0 0 L2.5 10 L5 2.6 L7.5 10 L10 0'),
  X: glyph(6.6, 'M0 0 L6.6 10 M6.6 0 L0 10'),
  Y: glyph(7, 'M0 0 L3.5 5 L7 0 M3.5 5 V10'),
  Z: glyph(6.4, 'M0 0 H6.4 L0 10 H6.4'),
  "'": glyph(0, 'M0 0 V2.8'),
  ',': glyph(0.6, 'M0.6 9.4 L0 11.6'),
  ':': glyph(0, 'M0 3.2 V3.3 M0 9.6 V9.7'),
  '-': glyph(3.6, 'M0 5.6 H3.6'),
  '&': glyph(
    7,
    'M7 10 L1.4 3.6 Q0.6 2.6 0.9 1.5 Q1.4 0 3 0 Q4.6 0 4.8 1.6 Q5 3.4 2.4 5 Q0 6.6 0 8 Q0 10 2.6 10 Q4.8 10 6.6 6.4',
  ),
};

const SPACE = 4.2;

export interface TextStyle {
  /** Capital height in pixels. */
  size: number;
  /** Stroke width as a fraction of the capital height. */
  weight: number;
  /** Extra space between letters, in glyph units. */
  tracking: number;
}

const advance = (char: string, style: TextStyle) =>
  char === ' ' ? SPACE : GLYPHS[char]!.width + style.weight * 10 + style.tracking;

/** The width in pixels of `text` set in `style` (capitals and the punctuation above only). */
export function textWidth(text: string, style: TextStyle): number {
  const units =
    [...text.toUpperCase()].reduce((sum, char) => sum + advance(char, style), 0) - style.tracking;
  return (units - style.weight * 10) * (style.size / 10);
}

/** `text` as one SVG path whose capitals stand on `y`, starting at `x`, stroked in `colour`. */
export function textPath(text: string, x: number, y: number, style: TextStyle, colour: string) {
  let at = 0;
  const parts: string[] = [];
  for (const char of text.toUpperCase()) {
    const found = char === ' ' ? undefined : GLYPHS[char];
    if (char !== ' ' && !found) throw new Error(`The stroke font has no "${char}"`);
    if (found) parts.push(`<path transform="translate(${at} 0)" d="${found.path}"/>`);
    at += advance(char, style);
  }
  const scale = style.size / 10;
  return `<g transform="translate(${x} ${y - style.size}) scale(${scale})" fill="none" stroke="${colour}"
    stroke-width="${style.weight * 10}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}
