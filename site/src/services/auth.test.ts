import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from './auth';

describe('where sign-in leads', () => {
  it('goes back to where the guard sent the visitor from', () => {
    expect(signInPath('/admin')).toBe('/login?next=%2Fadmin');
    expect(afterSignIn('?next=%2Fadmin')).toBe('/admin');
    expect(afterSignIn('?next=%2Fde%2Fadmin')).toBe('/admin');
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
    ])
      expect(afterSignIn(search), search).toBe('/admin');
  });
});
