import { describe, expect, it } from 'vitest';
import { imageSrcSet, normaliseImageUrl } from '../src/index.js';

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

describe('normaliseImageUrl', () => {
  it('keeps uploads and https URLs, in the form a browser reads them', () => {
    expect(normaliseImageUrl('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(normaliseImageUrl('/uploads\\.\\a.webp')).toBe('/uploads/a.webp');
    expect(normaliseImageUrl('HTTPS://CDN.Example.com/a.png')).toBe(
      'https://cdn.example.com/a.png',
    );
  });

  it('refuses what a browser loads from another host, over http, or not from the uploads', () => {
    for (const value of [
      '/\\evil.example/x.png',
      '//evil.example/x.png',
      '/\t/evil.example/x.png',
      '/%5Cevil.example/x.png',
      '/uploads/..%2Fx.png',
      '/uploads/x.png?v=1',
      '/seed/x.png',
      'uploads/x.png',
      'http://cdn.example.com/x.png',
      'https://shop.example@evil.example/x.png',
      'data:image/png;base64,AAAA',
    ]) {
      expect(normaliseImageUrl(value), value).toBeUndefined();
    }
  });
});
