import { describe, expect, it } from 'vitest';
import { singularCandidates, singularMatch } from '../../src/modules/catalog/search-singular.js';

// The words a catalogue uses, as search_words would hold them.
const KNOWN = new Set(['cap', 'dress', 'shoe', 'hoodie', 'hoody', 'red', 'kid', 'box']);

describe("the search's plural fold", () => {
  it.each([
    ['caps', ['cap']],
    ['dresses', ['dresse', 'dress']],
    ['shoes', ['shoe', 'sho']],
    ['hoodies', ['hoody', 'hoodie']],
    ['red caps, kids', ['cap', 'kid']],
    ['jeans shorts dress tennis', []],
    ['capsule 2caps caps2 tee', []],
  ])('looks up the singulars %j may have: %j', (keyword, candidates) => {
    expect(singularCandidates(keyword)).toEqual(candidates);
  });

  it.each([
    ['caps', '\\ycap\\y', ['cap']],
    ['Caps', '\\ycap\\y', ['cap']],
    ['dresses', '\\ydress\\y', ['dress']],
    ['shoes', '\\yshoe\\y', ['shoe']],
    ['hoodies', '\\y(?:hoody|hoodie)\\y', ['hood']],
    ['red caps', 'red \\ycap\\y', ['red cap']],
    ['caps, red', '\\ycap\\y, red', ['cap, red']],
    ['shoes (kids)', '\\yshoe\\y \\(\\ykid\\y\\)', ['shoe (kid)']],
    ['hoodies + caps', '\\y(?:hoody|hoodie)\\y \\+ \\ycap\\y', ['hood', ' + cap']],
  ])('folds %j to %j, of the singulars the catalogue uses', (keyword, pattern, contains) => {
    expect(singularMatch(keyword, KNOWN)).toEqual({ pattern, contains });
  });

  it.each(['jeans', 'shorts', 'dress', 'bus', 'capsule', '2caps', 'tee', 'खादी', 'gloves'])(
    'leaves %j as it is',
    (keyword) => {
      // "gloves": a plural, but no product says "glove" (nor "glov").
      expect(singularMatch(keyword, KNOWN)).toBeNull();
    },
  );
});
