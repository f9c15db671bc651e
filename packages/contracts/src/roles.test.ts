import { describe, expect, it } from 'vitest';
import { displayName, initials } from './roles.ts';
import { clampFontSize } from './display.ts';

describe('displayName', () => {
  it('prefers the full name, then the first name, then the email', () => {
    expect(displayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io' })).toBe('Ada Lovelace');
    expect(displayName({ first_name: 'Ada', last_name: null, email: 'a@x.io' })).toBe('Ada');
    expect(displayName({ first_name: ' ', last_name: 'Lovelace', email: 'a@x.io' })).toBe('a@x.io');
  });
});

describe('initials', () => {
  it('uses first and last name, else first name, else email, else U', () => {
    expect(initials({ first_name: 'ada', last_name: 'lovelace', email: 'a@x.io' })).toBe('AL');
    expect(initials({ first_name: 'Ada', last_name: null, email: 'z@x.io' })).toBe('A');
    expect(initials({ first_name: null, last_name: null, email: 'zoe@x.io' })).toBe('Z');
    expect(initials({ first_name: null, last_name: null, email: '' })).toBe('U');
  });
});

describe('clampFontSize', () => {
  it('keeps sizes between 8 and 36 px in steps of 2', () => {
    expect(clampFontSize(4)).toBe(8);
    expect(clampFontSize(40)).toBe(36);
    expect(clampFontSize(17)).toBe(18);
    expect(clampFontSize(Number.NaN)).toBe(16);
  });
});
