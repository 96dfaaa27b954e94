import { SIZE_SCALES, type CategoryId } from '@attire/contract';

/** A category's size guide: what each size measures, one row per size of its scale. */
export interface SizeGuide {
  caption: string;
  columns: string[];
  rows: { size: string; values: string[] }[];
}

// Typical high-street measurements, in centimetres: a guide for the shopper, not a contract
// with the server, so they live with the page that shows them.
const MEASUREMENTS: Partial<
  Record<CategoryId, { columns: string[]; bySize: Record<string, string[]> }>
> = {
  men: {
    columns: ['Chest (cm)', 'Waist (cm)'],
    bySize: {
      XS: ['86–91', '71–76'],
      S: ['91–96', '76–81'],
      M: ['96–101', '81–86'],
      L: ['101–106', '86–91'],
      XL: ['106–111', '91–97'],
      XXL: ['111–117', '97–103'],
    },
  },
  women: {
    columns: ['Bust (cm)', 'Waist (cm)', 'Hips (cm)'],
    bySize: {
      XS: ['78–82', '60–64', '84–88'],
      S: ['82–86', '64–68', '88–92'],
      M: ['86–90', '68–72', '92–96'],
      L: ['90–95', '72–77', '96–101'],
      XL: ['95–100', '77–82', '101–106'],
      XXL: ['100–106', '82–88', '106–112'],
    },
  },
  kids: {
    columns: ['Age (years)', 'Height (cm)', 'Chest (cm)'],
    bySize: {
      '2-3Y': ['2–3', '92–98', '52–54'],
      '4-5Y': ['4–5', '104–110', '55–57'],
      '6-7Y': ['6–7', '116–122', '58–61'],
      '8-9Y': ['8–9', '128–134', '62–65'],
      '10-11Y': ['10–11', '140–146', '66–70'],
      '12-13Y': ['12–13', '152–158', '71–76'],
    },
  },
  footwear: {
    columns: ['Foot length (cm)', 'EU'],
    bySize: {
      'UK 3': ['22.0', '36'],
      'UK 4': ['22.8', '37'],
      'UK 5': ['23.7', '38'],
      'UK 6': ['24.5', '39'],
      'UK 7': ['25.4', '41'],
      'UK 8': ['26.2', '42'],
      'UK 9': ['27.1', '43'],
      'UK 10': ['27.9', '44.5'],
      'UK 11': ['28.8', '45.5'],
      'UK 12': ['29.6', '47'],
    },
  },
};

const CAPTIONS: Partial<Record<CategoryId, string>> = {
  men: "Men's sizes: measure around the fullest part",
  women: "Women's sizes: measure around the fullest part",
  kids: "Kids' sizes: by age and height",
  footwear: 'Shoe sizes: heel to longest toe',
};

/** The guide of a category's scale, or null where sizes need none (accessories: One Size). */
export function sizeGuide(category: CategoryId): SizeGuide | null {
  const measured = MEASUREMENTS[category];
  if (!measured) return null;
  return {
    caption: CAPTIONS[category] ?? '',
    columns: measured.columns,
    rows: SIZE_SCALES[category].map((size) => ({
      size,
      values: measured.bySize[size] ?? measured.columns.map(() => '–'),
    })),
  };
}
