import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redact } from '#src/log';
import { memoryLogger } from '#src/testing/logger';

const secrets = {
  password: 'hunter2-secreto',
  newPassword: 'otra-clave-123',
  code: '482913',
  deliveryCode: '771204',
  securityCode: '123',
  token: 'tok_live_abcdef',
  accessToken: 'TEST-5549-sim-access-token',
  cookie: 'cg_session=s3ss10n',
  cardNumber: '4509953566233704',
};

describe('redaction', () => {
  it('replaces the value of every secret-named key, at any depth and in any case', () => {
    const out = JSON.stringify(
      redact({
        ...secrets,
        nested: { user: { Password: 'x-hunter2-x', pago: [{ card_number: '4000000000000002', CVV: '999' }] } },
        headers: { Authorization: 'Bearer abc.def.ghi', 'set-cookie': 'a=b', 'x-api-key': 're_sim_api_key' },
      }),
    );
    for (const value of [
      ...Object.values(secrets),
      'x-hunter2-x',
      '4000000000000002',
      '999',
      'abc.def.ghi',
      'a=b',
      're_sim_api_key',
    ]) {
      expect(out).not.toContain(value);
    }
    expect(out).toContain('[redactado]');
  });

  it('keeps what is not secret', () => {
    expect(redact({ method: 'POST', path: '/api/pedidos', status: 201, durationMs: 3.4, statusCode: 201 })).toEqual({
      method: 'POST',
      path: '/api/pedidos',
      status: 201,
      durationMs: 3.4,
      statusCode: 201,
    });
  });

  it('masks card numbers written in any text, grouped or not, and as numbers', () => {
    const out = JSON.stringify(
      redact({
        msg: 'pago rechazado para 4509 9535 6623 3704 y 4000-0000-0000-9995',
        detail: 'tarjeta 378282246310005 (amex) y 6011111111111117',
        amount: 4509953566233704,
      }),
    );
    for (const digits of [
      '4509 9535 6623 3704',
      '4000-0000-0000-9995',
      '378282246310005',
      '6011111111111117',
      '4509953566233704',
    ]) {
      expect(out).not.toContain(digits);
    }
    expect(out).toContain('pago rechazado para [redactado]');
  });

  it('masks credentials inside text: Authorization schemes, query strings, cookie strings', () => {
    const out = String(
      redact(
        'GET /x?password=hunter2&token=abc123&page=2 con Bearer eyJhbGciOi.x.y y cookie: cg_session=zzz; code=123456',
      ),
    );
    for (const value of ['hunter2', 'abc123', 'eyJhbGciOi', 'cg_session=zzz', '123456'])
      expect(out).not.toContain(value);
    expect(out).toContain('page=2');
  });

  it('keeps UUIDs whole, whose digits across dashes look like a card number, but not as a token', () => {
    // A request id that was mangled into '[redactado]f1-97e9-…' in a test run.
    const requestId = '20192518-1996-40f1-97e9-f5816a03580f';
    expect(redact({ requestId, msg: `pedido ${requestId} con 4509 9535 6623 3704` })).toEqual({
      requestId,
      msg: `pedido ${requestId} con [redactado]`,
    });
    expect(String(redact(`token=${requestId}`))).toBe('token=[redactado]');
    expect(String(redact(`Bearer ${requestId}`))).toBe('Bearer [redactado]');
  });

  it("redacts an Error's message and stack, Headers, and survives cycles", () => {
    const error = new Error('falló el cobro de 4509953566233704 con password=hunter2');
    const headers = new Headers({
      cookie: 'cg_session=s3ss10n',
      authorization: 'Basic dXNlcjpwYXNz',
      accept: 'text/html',
    });
    const cyclic: Record<string, unknown> = { name: 'ciclo' };
    cyclic.self = cyclic;
    const out = JSON.stringify(redact({ error, headers, cyclic }));
    for (const value of ['4509953566233704', 'hunter2', 's3ss10n', 'dXNlcjpwYXNz']) expect(out).not.toContain(value);
    expect(out).toContain('text/html');
    expect(out).toContain('[circular]');
  });

  it('never lets a generated card number or a secret under a secret key through (property)', () => {
    const cardNumber = fc
      .array(fc.integer({ min: 0, max: 9 }), { minLength: 13, maxLength: 19 })
      .map((digits) => digits.join(''))
      .chain((digits) =>
        fc.constantFrom(digits, digits.replace(/(\d{4})(?=\d)/g, '$1 '), digits.replace(/(\d{4})(?=\d)/g, '$1-')),
      );
    const secretKey = fc.constantFrom(
      'password',
      'pass',
      'code',
      'token',
      'refreshToken',
      'cookie',
      'authorization',
      'cardNumber',
      'cvv',
    );
    const secret = fc.stringMatching(/^[A-Za-z]{6,20}$/);
    fc.assert(
      fc.property(cardNumber, secretKey, secret, fc.stringMatching(/^[0-9]{0,6}$/), (card, key, value, digits) => {
        // Digits written right against the card number must not shift the mask off any of its digits.
        const entry = { msg: `cobro ${digits}${card}${digits} rechazado`, outer: { [key]: value, list: [card] } };
        const line = JSON.stringify(redact(entry));
        return !/[0-9]/.test(line) && !line.includes(`"${value}"`);
      }),
    );
  });

  it('is applied by the logger itself, to every line', () => {
    const { logger, lines } = memoryLogger();
    logger.info('login', { email: 'ana@example.com', password: 'hunter2-secreto', headers: { cookie: 'cg=1' } });
    logger.error('cobro', { error: new Error('tarjeta 4509953566233704 rechazada') });
    const text = lines.join('');
    expect(text).not.toMatch(/hunter2|cg=1|4509953566233704/);
    expect(text).toContain('ana@example.com');
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
  });

  it('keeps time, level and msg from being overwritten by a field', () => {
    const { logger, entries } = memoryLogger();
    logger.warn('real', { level: 'info', msg: 'falso', time: 'ayer' });
    expect(entries()[0]).toMatchObject({ level: 'warn', msg: 'real' });
    expect(entries()[0]?.time).not.toBe('ayer');
  });
});
