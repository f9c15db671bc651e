import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

/** A task that runs until `finish` is called, noting when it started. */
function gate(log: string[], name: string) {
  let finish!: (fail?: boolean) => void;
  const done = new Promise<string>((resolve, reject) => (finish = (fail) => (fail ? reject(new Error(name)) : resolve(name))));
  return { task: () => (log.push(name), done), finish: (fail?: boolean) => finish(fail) };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once and starts the others in the order they came', async () => {
    const run = createLimiter(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => gate(started, name));
    const results = tasks.map((t) => run(t.task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    tasks[1]!.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]!.finish(true);
    await expect(results[0]).rejects.toThrow('a');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const t of tasks.slice(2)) t.finish();
    expect(await Promise.all(results.slice(1))).toEqual(['b', 'c', 'd', 'e']);
  });

  it('gives a freed slot to the first waiter, not to a task arriving in the same moment', async () => {
    const run = createLimiter(1);
    const started: string[] = [];
    const first = gate(started, 'first');
    const waiter = gate(started, 'waiter');
    const late = gate(started, 'late');
    void run(first.task);
    void run(waiter.task);
    await settle();
    // `late` arrives after `first` has finished but before the waiter it woke has started.
    first.finish();
    queueMicrotask(() => void run(late.task));
    await settle();
    expect(started).toEqual(['first', 'waiter']);
    waiter.finish();
    await settle();
    expect(started).toEqual(['first', 'waiter', 'late']);
    late.finish();
  });
});
