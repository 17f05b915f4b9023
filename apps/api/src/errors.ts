// Every error the server answers is JSON in the spec's voice (Spanish, "tú"), with the same
// shape as the domain's errors: a stable `code` for programs, `title` and `description` for
// people, and per-field messages when a form is refused.
import type { Context } from 'hono';
import type { ApiErrorBody } from '@cg/domain/http';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

// One shape for both ends: the domain's HTTP adapter reads what this writes.
export type ApiError = ApiErrorBody;

export const notFound: ApiError = {
  code: 'not_found',
  title: 'No encontrado',
  description: 'La dirección que pediste no existe. Revisa el enlace e inténtalo de nuevo.',
};

export const badRequest: ApiError = {
  code: 'bad_request',
  title: 'Solicitud no válida',
  description: 'No pudimos leer lo que enviaste. Revisa los datos e inténtalo de nuevo.',
};

export const internalError: ApiError = {
  code: 'internal_error',
  title: 'Error del servidor',
  description: 'Algo salió mal de nuestro lado. Inténtalo de nuevo en unos minutos.',
};

export const unavailable: ApiError = {
  code: 'unavailable',
  title: 'Servicio no disponible',
  description: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
};

export const foreignOrigin: ApiError = {
  code: 'forbidden_origin',
  title: 'Acceso denegado',
  description: 'Esta solicitud viene de otro sitio y no se puede aceptar. Vuelve a intentarlo desde Conexión Global.',
};

export const requestInProgress: ApiError = {
  code: 'request_in_progress',
  title: 'Solicitud en curso',
  description: 'Ya recibimos esta solicitud y la estamos procesando. Revisa el resultado en unos segundos.',
};

export const idempotencyKeyReused: ApiError = {
  code: 'idempotency_key_reused',
  title: 'Solicitud no válida',
  description: 'Esta solicitud repite la clave de otra distinta. Recarga la página e inténtalo de nuevo.',
};

export const unknownHost: ApiError = {
  code: 'unknown_host',
  title: 'Dirección desconocida',
  description: 'Esta dirección no corresponde a Conexión Global. Entra al sitio desde su dirección de siempre.',
};

const megabytes = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Bytes as people read them: "1 MB", "1,5 MB", "512 KB" (decision 043). */
function size(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${megabytes.format(mb)} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

export function tooLarge(limitBytes: number): ApiError {
  return {
    code: 'payload_too_large',
    title: 'Contenido demasiado grande',
    description: `Lo que enviaste supera el máximo permitido (${size(limitBytes)}). Reduce su tamaño e inténtalo de nuevo.`,
  };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, error: ApiError): Response {
  c.header('Cache-Control', 'no-store');
  return c.json(error, status);
}
