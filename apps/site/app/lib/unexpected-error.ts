import { SERVER_MODE } from './backend';

/**
 * What an unexpected failure says about the person's data, true in the build it ships in: the
 * static demo keeps everything in this browser; in server mode what was saved is on the server,
 * and a broken page loses none of it.
 */
export const UNEXPECTED_ERROR = SERVER_MODE
  ? 'Ocurrió un error inesperado. Lo que ya guardaste sigue a salvo en Conexión Global.'
  : 'Ocurrió un error inesperado. Tus datos siguen guardados en este navegador.';
