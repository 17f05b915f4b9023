import type { toast } from '#app/lib/toast';

/** Why the owner's edit form closed: the request is no longer open to edits, and by whose step. */
export function editClosedMessage(request: {
  status: string;
  acceptedByName: string | null;
}): Parameters<typeof toast>[0] {
  if (request.status === 'cancelled') {
    return {
      title: 'Pedido cancelado',
      description: 'Este pedido se canceló, así que ya no se puede editar. Los cambios sin guardar no se aplicaron.',
      duration: 8000,
    };
  }
  return {
    title: 'Pedido aceptado',
    description: `${request.acceptedByName ?? 'Un viajero'} aceptó tu pedido, así que ya no se puede editar. Los cambios sin guardar no se aplicaron: si algo cambió, cuéntaselo por el chat.`,
    duration: 8000,
  };
}
