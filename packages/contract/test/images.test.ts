import { describe, expect, it } from 'vitest';
import { imageSrcSet } from '../src/index.js';

describe('imageSrcSet', () => {
  it('lists the narrower copies of an upload, then the upload itself', () => {
    const url = 'https://shop.example/uploads/0b5f5c1e-8a47-4c1e-9a51-3f2f0c6b2d11.webp';
    const base = url.replace(/\.webp$/, '');
    expect(imageSrcSet(url)).toBe(`${base}-w400.webp 400w, ${base}-w800.webp 800w, ${url} 1600w`);
  });

  it('has nothing for seed pictures and other sites', () => {
    expect(imageSrcSet('/uploads/seed-0123456789abcdef.webp')).toBeUndefined();
    expect(imageSrcSet('https://cdn.example.com/a.jpg')).toBeUndefined();
  });
});
