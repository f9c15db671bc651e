import { describe, expect, it, vi } from 'vitest';
import { createJobLanguageService, type JobTexts } from './job-language.service.ts';

/** Texts whose reading fails, as a fault in the check would. */
const failing = () => Object.defineProperty({}, 'title', { enumerable: true, get: () => { throw new Error('boom'); } }) as JobTexts;

describe('the wording check when it fails', () => {
  it('gives a saved job no findings and logs the failure: advice never turns a save into an error', async () => {
    const onError = vi.fn();
    const service = createJobLanguageService({ onError });
    await expect(service.adviceOn(failing())).resolves.toEqual([]);
    await expect(service.countEach([{ title: 'Porter' }, failing()])).resolves.toBeNull();
    expect(onError).toHaveBeenCalledTimes(2);
    await expect(service.check(failing())).rejects.toThrow('boom');
  });

  it('counts a list from the same texts once', async () => {
    const service = createJobLanguageService();
    const texts = { title: 'Able-bodied Porter', requirements: 'Physically fit.' };
    expect(await service.countEach([texts, { ...texts }, { title: 'Porter' }])).toEqual([2, 2, 0]);
  });
});
