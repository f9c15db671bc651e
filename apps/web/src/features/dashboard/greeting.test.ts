import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('greeting', () => {
  const created = '2026-11-28T10:00:00.000Z';

  it('welcomes a brand-new account, signed in by its registration, without "back"', () => {
    expect(greeting({ first_name: 'Noor', created_at: created, last_login: '2026-11-28T10:00:00.400Z' })).toBe('Welcome, Noor!');
    expect(greeting({ first_name: 'Noor', created_at: created, last_login: null })).toBe('Welcome, Noor!');
  });

  it('welcomes back an account that signed in again later', () => {
    expect(greeting({ first_name: ' Kai ', created_at: created, last_login: '2026-11-29T08:00:00.000Z' })).toBe('Welcome back, Kai!');
    expect(greeting({ first_name: null, created_at: created, last_login: '2026-11-29T08:00:00.000Z' })).toBe('Welcome back, User!');
  });
});
