import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_WAITING, dismissToast, getToasts, toast, toastError } from './toast';

const titles = () => getToasts().map((t) => t.title);

function clear() {
  for (const t of getToasts()) dismissToast(t.id);
}

describe('the site toast queue', () => {
  beforeEach(clear);

  it('shows the first toast and lets later ones wait their turn, in order', () => {
    toast({ title: 'A' });
    toast({ title: 'B' });
    toast({ title: 'C' });
    expect(titles()).toEqual(['A', 'B', 'C']);
    expect(getToasts()[0]).toMatchObject({ variant: 'default', duration: 5000 });
  });

  it('keeps at most MAX_WAITING waiting, dropping the oldest waiting one', () => {
    toast({ title: 'visible' });
    for (let i = 1; i <= MAX_WAITING + 2; i++) toast({ title: `w${i}` });
    expect(titles()).toEqual(['visible', ...Array.from({ length: MAX_WAITING }, (_, i) => `w${i + 3}`)]);
  });

  it('puts an error on screen at once without losing the toasts that wait', () => {
    toast({ title: 'visible' });
    toast({ title: '¡Verificación completada!', variant: 'success' });
    toastError({ title: 'Error de Pago', description: 'La tarjeta fue rechazada.' });
    expect(titles()).toEqual(['Error de Pago', '¡Verificación completada!']);
    expect(getToasts()[0]?.variant).toBe('destructive');
  });

  it('never ends a sentence in two periods when it ends in a short name, and keeps an ellipsis', () => {
    // Issue 18: "Gracias por calificar a Ana G.." after a review.
    const subjectName = 'Ana G.';
    toast({ title: 'Reseña enviada', description: `Gracias por calificar a ${subjectName}.`, variant: 'success' });
    toast({ title: 'Cargando...', description: 'Un momento...' });
    expect(getToasts().map((t) => [t.title, t.description])).toEqual([
      ['Reseña enviada', 'Gracias por calificar a Ana G.'],
      ['Cargando...', 'Un momento...'],
    ]);
  });

  it('merges a waiting twin but announces the visible message again', () => {
    toast({ title: 'visible' });
    const first = toast({ title: 'Nuevo mensaje', description: 'Ana te escribió.' });
    expect(toast({ title: 'Nuevo mensaje', description: 'Ana te escribió.' })).toBe(first);
    expect(titles()).toEqual(['visible', 'Nuevo mensaje']);

    clear();
    const wrong = toastError({ title: 'Código incorrecto' });
    expect(toastError({ title: 'Código incorrecto' })).not.toBe(wrong);
    expect(titles()).toEqual(['Código incorrecto']);
  });

  it('moves on when the visible toast is dismissed', () => {
    const a = toast({ title: 'A' });
    toast({ title: 'B' });
    dismissToast(a);
    expect(titles()).toEqual(['B']);
  });
});
