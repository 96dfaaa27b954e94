import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/** The two faces a document is set in. */
export interface DocumentFonts {
  regular: Font;
  bold: Font;
}

// Noto Sans has the rupee sign (U+20B9), which none of PDF's 14 standard fonts has. The files
// come with an npm package and are found the way Node finds a module, wherever the install
// put them (decision 0022).
const require = createRequire(import.meta.url);
const FILES: Record<keyof DocumentFonts, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
};
const RUPEE = 0x20b9;

let loading: Promise<DocumentFonts> | undefined;

async function parse(file: string): Promise<Font> {
  const font = create(await readFile(require.resolve(file)));
  if (!('layout' in font)) throw new Error(`${file} is a font collection, not a font`);
  // A font package that dropped the glyph would print a blank box for every amount.
  if (!font.hasGlyphForCodePoint(RUPEE)) throw new Error(`${file} has no rupee sign`);
  return font;
}

/**
 * The fonts, read and parsed once per process and shared by every document: pdfkit takes a
 * parsed font as it takes a file, and parsing one for each document (its glyph tables, on the
 * first line laid out) cost about 45 ms a face.
 */
export function documentFonts(): Promise<DocumentFonts> {
  loading ??= Promise.all([parse(FILES.regular), parse(FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read is tried again by the next document rather than remembered.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
