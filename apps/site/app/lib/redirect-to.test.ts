import { describe, expect, it } from 'vitest';
import { isSitePath, safeRedirectTo } from './redirect-to';

describe('paths of this site', () => {
  it.each(['/', '/chat/abc', '/pedidos?categoria=tecnologia#lista', '/profile/u-1'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
    expect(safeRedirectTo(path)).toBe(path);
  });

  it.each([
    '//evil.example',
    '//evil.example/chat/1',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/..//evil.example',
    'https://evil.example/chat/1',
    'javascript:alert(1)',
    'chat/1',
    '',
    null,
    undefined,
  ])('refuses %j, which a browser would not keep on this site', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(safeRedirectTo(value, '/dashboard')).toBe('/dashboard');
  });
});
