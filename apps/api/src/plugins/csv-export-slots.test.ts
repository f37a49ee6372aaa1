import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';
import { holdSlot } from './csv-export.plugin.ts';

// The export cap: a slot is held from holdSlot until its release, and the next export waits for it.
describe('holdSlot', () => {
  it('lets `concurrency` holders in, and the next only once one releases', async () => {
    const limit = pLimit(2);
    const first = await holdSlot(limit);
    const second = await holdSlot(limit);
    let thirdIn = false;
    const third = holdSlot(limit).then((release) => {
      thirdIn = true;
      return release;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(thirdIn).toBe(false);
    expect(limit.activeCount).toBe(2);
    expect(limit.pendingCount).toBe(1);

    first();
    const releaseThird = await third;
    expect(thirdIn).toBe(true);
    expect(limit.activeCount).toBe(2);
    second();
    releaseThird();
    await new Promise((resolve) => setImmediate(resolve));
    expect(limit.activeCount).toBe(0);
  });
});
