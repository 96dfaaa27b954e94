import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
import { sliderImages } from '../../src/db/schema/index.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { signInAdmin, signUp, type Session } from '../support/fixtures.js';
import { api } from '../support/http.js';

describe('slider images', () => {
  let t: TestApp;
  let admin: Session;
  let shopper: Session;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await signInAdmin(t.app);
    shopper = await signUp(t.app);
  });
  afterAll(() => t.close());

  const as = (session: Session) => api(t.app, session.token);
  const list = (session: Session) => as(session).call('slider.list', {});
  const add = (session: Session, sliderImage: string) =>
    as(session).call('slider.add', { body: { sliderImage } });
  const remove = (session: Session, id: string) =>
    as(session).call('slider.delete', { params: { id } });
  const ids = async () => (await list(shopper)).body.sliderImages.map((image) => image.id);

  it('lets an admin add images that every signed-in user sees, oldest first', async () => {
    expect(await list(shopper)).toMatchObject({
      status: 200,
      body: { success: true, sliderImages: [] },
    });

    const first = await add(admin, '/uploads/summer-sale.webp');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      sliderImage: { id: expect.any(String), sliderImage: '/uploads/summer-sale.webp' },
    });
    const second = await add(admin, 'https://cdn.example.com/banners/new-in.jpg');
    expect(second.status).toBe(201);

    const listed = await list(shopper);
    expect(listed.status).toBe(200);
    expect(listed.body.sliderImages).toEqual([first.body.sliderImage, second.body.sliderImage]);
    expect((await list(admin)).body.sliderImages).toHaveLength(2);
  });

  it('deletes an image, then answers 404 for it', async () => {
    const added = await add(admin, '/uploads/old.webp');
    const id = added.body.sliderImage.id;
    const reply = await remove(admin, id);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MESSAGES.sliderImageDeleted });
    expect(await ids()).not.toContain(id);

    const again = await remove(admin, id);
    expect(again.status).toBe(404);
    expect(again.error).toEqual({ success: false, message: MESSAGES.sliderImageNotFound });
  });

  it('answers 404 for malformed and unknown ids', async () => {
    expect((await as(admin).delete('/features/not-a-uuid')).status).toBe(404);
    const unknown = await remove(admin, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.error.message).toBe(MESSAGES.sliderImageNotFound);
  });

  it('accepts only uploaded images and http(s) URLs', async () => {
    // Raw calls: a number or a missing image is not a slider image to the contract's types.
    for (const sliderImage of ['', '   ', 'javascript:alert(1)', '//evil.example/x.png', 42]) {
      const reply = await as(admin).post('/features', { sliderImage });
      expect(reply.status).toBe(400);
      expect(reply.error.message).toBe(MESSAGES.validationError);
      expect(Object.keys(reply.error.errors ?? {})).toEqual(['sliderImage']);
    }
    const missing = await as(admin).post('/features', {});
    expect(missing.error.errors).toEqual({ sliderImage: ['Image is required'] });
  });

  it('keeps where a slide leads, a page of the shop and nowhere else', async () => {
    const body = { sliderImage: '/uploads/men.webp', link: '/shop/listing?category=men' };
    const added = await as(admin).call('slider.add', { body });
    expect(added.status).toBe(201);
    expect(added.body.sliderImage).toMatchObject(body);
    const listed = (await list(shopper)).body.sliderImages.find(
      (image) => image.id === added.body.sliderImage.id,
    );
    expect(listed?.link).toBe(body.link);

    for (const link of ['https://evil.example/x', '//evil.example', '/api/auth/logout', 'shop']) {
      const refused = await as(admin).call('slider.add', { body: { ...body, link } });
      expect(refused.status, link).toBe(400);
      expect(refused.error.errors?.link).toBeDefined();
    }
  });

  it('keeps the words laid over a slide, trimmed, and leaves out blank ones', async () => {
    const body = {
      sliderImage: '/uploads/men.webp',
      link: '/shop/listing?category=men',
      heading: "  Men's Essentials ",
      subheading: 'New season: tees, jeans & jackets',
      actionLabel: 'Shop men',
    };
    const added = await as(admin).call('slider.add', { body });
    expect(added.status).toBe(201);
    const words = {
      id: expect.any(String),
      sliderImage: '/uploads/men.webp',
      link: '/shop/listing?category=men',
      heading: "Men's Essentials",
      subheading: 'New season: tees, jeans & jackets',
      actionLabel: 'Shop men',
    };
    expect(added.body.sliderImage).toEqual(words);
    const listed = (await list(shopper)).body.sliderImages;
    expect(listed.find((image) => image.id === added.body.sliderImage.id)).toEqual(words);

    // Blank words mean none: the reply has no such key.
    const blank = await as(admin).call('slider.add', {
      body: {
        sliderImage: '/uploads/plain.webp',
        heading: '   ',
        subheading: '',
        actionLabel: ' ',
      },
    });
    expect(blank.status).toBe(201);
    expect(blank.body.sliderImage).toEqual({
      id: expect.any(String),
      sliderImage: '/uploads/plain.webp',
    });
  });

  it('refuses words too long to fit over the picture, saying which and how long', async () => {
    const cases = [
      ['heading', 61, 'Heading must be at most 60 characters'],
      ['subheading', 121, 'Subheading must be at most 120 characters'],
      ['actionLabel', 31, 'Button label must be at most 30 characters'],
    ] as const;
    const before = await ids();
    for (const [field, length, message] of cases) {
      const reply = await as(admin).call('slider.add', {
        body: { sliderImage: '/uploads/long.webp', [field]: 'w'.repeat(length) },
      });
      expect(reply.status, field).toBe(400);
      expect(reply.error.message).toBe(MESSAGES.validationError);
      expect(reply.error.errors).toEqual({ [field]: [message] });
    }
    // At the limit, it fits.
    const fits = await as(admin).call('slider.add', {
      body: { sliderImage: '/uploads/long.webp', heading: 'w'.repeat(60) },
    });
    expect(fits.status).toBe(201);
    expect(await ids()).toEqual([...before, fits.body.sliderImage.id]);
  });

  it('reads a slide stored before slides had words as the picture alone', async () => {
    // A row as the table held it before the words' columns were added: they are null.
    const [row] = await t.db
      .insert(sliderImages)
      .values({ image: '/uploads/old-banner.webp', link: '/shop/listing' })
      .returning({ id: sliderImages.id });
    const reply = await list(shopper);
    expect(reply.status).toBe(200);
    expect(reply.body.sliderImages.find((image) => image.id === row!.id)).toEqual({
      id: row!.id,
      sliderImage: '/uploads/old-banner.webp',
      link: '/shop/listing',
    });
  });

  it('keeps shoppers from changing the slider', async () => {
    const kept = await add(admin, '/uploads/keep.webp');
    const before = await ids();
    const added = await add(shopper, '/uploads/mine.webp');
    expect(added.status).toBe(403);
    expect(added.error).toEqual({ success: false, message: MESSAGES.forbidden });
    const removed = await remove(shopper, kept.body.sliderImage.id);
    expect(removed.status).toBe(403);
    expect(await ids()).toEqual(before);
  });

  it('requires a signed-in user on every route', async () => {
    const anonymous = api(t.app);
    const replies = [
      await anonymous.call('slider.list', {}),
      await anonymous.call('slider.add', { body: { sliderImage: '/uploads/x.webp' } }),
      await anonymous.call('slider.delete', { params: { id: randomUUID() } }),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401]);
    expect(replies[0]!.error).toEqual({ success: false, message: MESSAGES.signInRequired });
  });
});
