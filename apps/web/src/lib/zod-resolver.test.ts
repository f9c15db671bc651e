import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodResolver } from './zod-resolver.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('zodResolver', () => {
  const schema = z.object({
    email: z.string().trim().email('Enter a valid email'),
    age: z.coerce.number().min(18, 'You must be 18 or over'),
    address: z.object({ city: z.string().min(1, 'Enter a city') }),
  });
  const resolve = zodResolver(schema);

  it('gives the parsed values when they are valid', async () => {
    const result = await resolve({ email: ' a@b.co ', age: '20', address: { city: 'Leeds' } }, undefined, options);
    expect(result).toEqual({ values: { email: 'a@b.co', age: 20, address: { city: 'Leeds' } }, errors: {} });
  });

  it('puts the first message on each field, nested fields included', async () => {
    const result = await resolve({ email: 'nope', age: '3', address: { city: '' } }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      email: { message: 'Enter a valid email' },
      age: { message: 'You must be 18 or over' },
      address: { city: { message: 'Enter a city' } },
    });
  });

  it('puts a problem of the whole form on root', async () => {
    const same = z.object({ a: z.string(), b: z.string() }).refine((v) => v.a === v.b, 'They must match');
    const result = await zodResolver(same)({ a: 'x', b: 'y' }, undefined, options);
    expect(result.errors).toMatchObject({ root: { message: 'They must match' } });
  });
});
