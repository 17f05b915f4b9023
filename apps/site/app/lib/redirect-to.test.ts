import { describe, expect, it } from 'vitest';
import { isSitePath, safeRedirectTo, withRedirectTo } from './redirect-to';

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

describe('a link that comes back', () => {
  it('carries a path of this site as ?redirectTo=', () => {
    expect(withRedirectTo('/verificacion-viajero', '/pedidos/abc')).toBe(
      '/verificacion-viajero?redirectTo=%2Fpedidos%2Fabc',
    );
    expect(withRedirectTo('/login?x=1', '/chat/1?a=b')).toBe('/login?x=1&redirectTo=%2Fchat%2F1%3Fa%3Db');
  });

  it.each(['//evil.example', 'https://evil.example/', '', null, undefined])('drops %j', (value) => {
    expect(withRedirectTo('/verificacion-viajero', value)).toBe('/verificacion-viajero');
  });
});
