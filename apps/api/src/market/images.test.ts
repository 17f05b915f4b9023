// Image work is bounded (issue 34 item 3, decision 039): one image at a time on one libvips thread,
// at most `maxWaiting` waiting; past that a photo is refused at once — 503 in Spanish with
// Retry-After, nothing stored — instead of queueing CPU that the reads need.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagesBusy, createSharpImageProcessor } from '#src/market/images';
import { photo, testDatabase, testServer } from '#src/testing/market';
import { registered } from '#src/testing/people';
import { requestForm } from '#src/testing/market';

beforeAll(() => testDatabase(), 120_000);
afterAll(async () => {
  await (await testDatabase()).close();
});

describe('the image queue', () => {
  it('runs one image at a time, lets maxWaiting wait, and refuses the next at once', async () => {
    const processor = createSharpImageProcessor({ atOnce: 1, maxWaiting: 2 });
    const image = await photo(2400, 1600);
    const jobs = Array.from({ length: 4 }, () => processor.downscale(image, 1600));
    // Synchronously after the calls nothing has reached the queue yet (each reads its bytes first).
    const settled = await Promise.allSettled(jobs);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect((settled[3] as PromiseRejectedResult).reason).toBeInstanceOf(ImagesBusy);
    expect([processor.queue.running, processor.queue.waiting]).toEqual([0, 0]);
    // Once the queue is empty again, a photo goes through.
    expect((await processor.downscale(image, 1600)).type).toBe('image/webp');
  });

  it('answers a publish past the queue with 503 in Spanish and Retry-After, and stores nothing of it', async () => {
    const server = await testServer({ imageWork: { atOnce: 1, maxWaiting: 0 } });
    const ana = await registered(server, 'Ana');
    const form = requestForm(await photo(2400, 1600));
    const answers = await Promise.all([
      ana.json<{ code?: string; description?: string }>('/api/requests', { method: 'POST', body: form }),
      ana.json<{ code?: string; description?: string }>('/api/requests', { method: 'POST', body: form }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 503]);
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.data.code).toBe('images_busy');
    expect(busy?.data.description).toMatch(/Vuelve a intentarlo en unos segundos/);
    expect(busy?.headers.get('Retry-After')).toBe('5');
    const mine = await ana.json<unknown[]>('/api/orders/mine');
    expect(mine.data).toHaveLength(1);
  });
});
