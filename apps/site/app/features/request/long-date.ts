/** "21 de noviembre de 2026": when a request was published, a paid order's delivery deadline. */
export const longDate = new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'long', year: 'numeric' });
