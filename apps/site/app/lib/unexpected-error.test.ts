import { afterEach, describe, expect, it, vi } from 'vitest';

// The build is chosen at build time (VITE_CG_BACKEND): each case loads the module afresh.
async function messageIn(backend: 'server' | 'static' | undefined): Promise<string> {
  vi.resetModules();
  if (backend) vi.stubEnv('VITE_CG_BACKEND', backend);
  return (await import('./unexpected-error')).UNEXPECTED_ERROR;
}

describe('the unexpected-error message', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('in server mode does not claim the data lives in this browser', async () => {
    const message = await messageIn('server');
    expect(message).not.toMatch(/navegador/);
    expect(message).toBe('Ocurrió un error inesperado. Lo que ya guardaste sigue a salvo en Conexión Global.');
  });

  it('in the static demo says the data stays in this browser', async () => {
    expect(await messageIn(undefined)).toBe(
      'Ocurrió un error inesperado. Tus datos siguen guardados en este navegador.',
    );
    expect(await messageIn('static')).toMatch(/en este navegador/);
  });
});
