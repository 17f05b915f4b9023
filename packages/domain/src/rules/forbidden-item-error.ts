import { DomainError } from '#src/errors';
import type { ForbiddenItem } from '#src/rules/restricted-items';

/**
 * A publication refused because of forbidden items: 'Producto no permitido', the description
 * naming each item and why, and the field that held it in `fieldErrors`.
 */
export class ForbiddenItemError extends DomainError {
  override readonly name = 'ForbiddenItemError';
  constructor(readonly items: readonly ForbiddenItem[]) {
    const fieldErrors: Record<string, string> = {};
    for (const i of items) fieldErrors[i.field] ??= `${i.label}: ${i.reason}`;
    super(
      'forbidden_item',
      'Producto no permitido',
      `No podemos publicar este pedido. ${items.map((i) => `${i.label} ("${i.matched}"): ${i.reason}`).join(' ')}`,
      fieldErrors,
    );
  }
}
