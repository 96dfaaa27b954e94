import { describe, expect, it } from 'vitest';
import { mailSrcdoc } from './mail-srcdoc';

const BASE = '<base target="_blank">';

describe("the preview frame's document", () => {
  it('opens links outside the frame, from the head', () => {
    expect(
      mailSrcdoc('<!doctype html><html><head><title>x</title></head><body>b</body></html>'),
    ).toBe(`<!doctype html><html><head>${BASE}<title>x</title></head><body>b</body></html>`);
  });

  it('keeps a doctype first when there is no head', () => {
    expect(mailSrcdoc('<!DOCTYPE html><p>Hi</p>')).toBe(`<!DOCTYPE html>${BASE}<p>Hi</p>`);
    expect(mailSrcdoc('<html lang="en"><p>Hi</p></html>')).toBe(
      `<html lang="en">${BASE}<p>Hi</p></html>`,
    );
  });

  it('starts a fragment with it', () => {
    expect(mailSrcdoc('<p>Hi</p>')).toBe(`${BASE}<p>Hi</p>`);
  });

  it('is not fooled by an element whose name starts with head', () => {
    expect(mailSrcdoc('<header>x</header>')).toBe(`${BASE}<header>x</header>`);
  });
});
