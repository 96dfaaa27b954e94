import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@attire/contract';
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
  const ids = async () =>
    (await as(shopper).get('/features')).body.sliderImages.map((image: any) => image.id);

  it('lets an admin add images that every signed-in user sees, oldest first', async () => {
    expect(await as(shopper).get('/features')).toMatchObject({
      status: 200,
      body: { success: true, sliderImages: [] },
    });

    const first = await as(admin).post('/features', { sliderImage: '/uploads/summer-sale.webp' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      sliderImage: { id: expect.any(String), sliderImage: '/uploads/summer-sale.webp' },
    });
    const second = await as(admin).post('/features', {
      sliderImage: 'https://cdn.example.com/banners/new-in.jpg',
    });
    expect(second.status).toBe(201);

    const list = await as(shopper).get('/features');
    expect(list.status).toBe(200);
    expect(list.body.sliderImages).toEqual([first.body.sliderImage, second.body.sliderImage]);
    expect((await as(admin).get('/features')).body.sliderImages).toHaveLength(2);
  });

  it('deletes an image, then answers 404 for it', async () => {
    const added = await as(admin).post('/features', { sliderImage: '/uploads/old.webp' });
    const id = added.body.sliderImage.id;
    const reply = await as(admin).delete(`/features/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: MESSAGES.sliderImageDeleted });
    expect(await ids()).not.toContain(id);

    const again = await as(admin).delete(`/features/${id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ success: false, message: MESSAGES.sliderImageNotFound });
  });

  it('answers 404 for malformed and unknown ids', async () => {
    expect((await as(admin).delete('/features/not-a-uuid')).status).toBe(404);
    const unknown = await as(admin).delete(`/features/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MESSAGES.sliderImageNotFound);
  });

  it('accepts only uploaded images and http(s) URLs', async () => {
    for (const sliderImage of ['', '   ', 'javascript:alert(1)', '//evil.example/x.png', 42]) {
      const reply = await as(admin).post('/features', { sliderImage });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(MESSAGES.validationError);
      expect(Object.keys(reply.body.errors)).toEqual(['sliderImage']);
    }
    const missing = await as(admin).post('/features', {});
    expect(missing.body.errors).toEqual({ sliderImage: ['Image is required'] });
  });

  it('keeps shoppers from changing the slider', async () => {
    const kept = await as(admin).post('/features', { sliderImage: '/uploads/keep.webp' });
    const before = await ids();
    const add = await as(shopper).post('/features', { sliderImage: '/uploads/mine.webp' });
    expect(add.status).toBe(403);
    expect(add.body).toEqual({ success: false, message: MESSAGES.forbidden });
    const remove = await as(shopper).delete(`/features/${kept.body.sliderImage.id}`);
    expect(remove.status).toBe(403);
    expect(await ids()).toEqual(before);
  });

  it('requires a signed-in user on every route', async () => {
    const anonymous = api(t.app);
    const replies = [
      await anonymous.get('/features'),
      await anonymous.post('/features', { sliderImage: '/uploads/x.webp' }),
      await anonymous.delete(`/features/${randomUUID()}`),
    ];
    expect(replies.map((reply) => reply.status)).toEqual([401, 401, 401]);
    expect(replies[0]!.body).toEqual({ success: false, message: MESSAGES.signInRequired });
  });
});
