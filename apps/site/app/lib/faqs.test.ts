import { describe, expect, it } from 'vitest';
import { FAQS, answerText, searchFaqs } from './faqs';

const ids = (query: string) => searchFaqs(FAQS, query).map((f) => f.id);

describe('the help centre’s search of the questions', () => {
  it('finds a question by a word of its answer, accents and case aside', () => {
    expect(ids('codigo')).toEqual(['como-funciona', 'seguridad', 'producto-danado']);
    expect(ids('CÓDIGO')).toEqual(ids('codigo'));
    expect(ids('aduana')).toEqual(['productos-permitidos']);
    expect(ids('dañado')).toEqual(['producto-danado']);
  });

  it('needs every word, in any order', () => {
    expect(ids('tarifa servicio')).toEqual(['costo']);
    expect(ids('servicio tarifa')).toEqual(['costo']);
    expect(ids('tarifa aduana')).toEqual([]);
  });

  it('an empty query (or one of punctuation) lists every question; nothing matching lists none', () => {
    expect(ids('')).toHaveLength(FAQS.length);
    expect(ids('  ¿? ')).toHaveLength(FAQS.length);
    expect(ids('criptomonedas')).toEqual([]);
  });

  it('searches the text shown, links included', () => {
    const allowed = FAQS.find((f) => f.id === 'productos-permitidos');
    expect(allowed && answerText(allowed)).toContain('Consulta los Términos y Condiciones.');
    expect(ids('terminos condiciones')).toEqual(['productos-permitidos']);
  });
});
