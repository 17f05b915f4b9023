import { describe, expect, it } from 'vitest';
import { createBackground } from '#src/market/background';

describe('work no answer waits for (decision 033)', () => {
  it('starts after the current turn, is waited for by idle(), and tells its failure', async () => {
    const background = createBackground();
    const steps: string[] = [];
    const errors: unknown[] = [];
    background.run(async () => {
      steps.push('work');
      await new Promise((resolve) => setTimeout(resolve, 20));
      steps.push('work done');
    }, errors.push.bind(errors));
    background.run(
      () => Promise.reject(new Error('sin base de datos')),
      (error) => errors.push(error),
    );
    steps.push('answered');
    await Promise.resolve();
    expect(steps).toEqual(['answered']);
    await background.idle();
    expect(steps).toEqual(['answered', 'work', 'work done']);
    expect(errors).toEqual([new Error('sin base de datos')]);
    // Nothing running: idle() answers at once.
    await background.idle();
  });
});
