import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './auth';

const origin = 'https://www.example.ch';

describe('where sign-in leads', () => {
  it('goes back to where the guard sent the visitor from', () => {
    expect(signInPath('/admin')).toBe('/login?next=%2Fadmin');
    expect(afterSignIn('?next=%2Fadmin', origin)).toBe('/admin');
    expect(afterSignIn('?next=%2Fde%2Fadmin', origin)).toBe('/admin');
  });

  it('goes to /admin without, or with an unsafe, next path', () => {
    for (const search of [
      '',
      '?next=',
      '?next=https%3A%2F%2Fevil.example',
      '?next=%2F%2Fevil.example',
      '?next=javascript%3Aalert(1)',
      '?next=%2F%5Cevil.example',
      '?next=%2Flogin',
      // Paths a browser resolves to another host, or that had to be collapsed to stay here.
      '?next=%2F..%2F%2Fevil.example',
      '?next=%2F.%2F%2Fevil.example',
      '?next=%5C%5Cevil.example',
      '?next=%2F%09%2Fevil.example',
      '?next=data%3Atext%2Fhtml%2Cx',
      '?next=https%3A%2F%2Fwww.example.ch%2Fadmin',
      `?next=%2F${'a'.repeat(3000)}`,
    ])
      expect(afterSignIn(search, origin), search).toBe('/admin');
  });
});
