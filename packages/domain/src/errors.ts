// The spec's messages and `domainError`, which builds a refusal from one of them. The class
// itself (`DomainError`, `isDomainError`) is in `#src/domain-error`, re-exported here, so a page
// that only checks for a refusal does not carry every message (decision 024).
import { DomainError, type DomainErrorCode } from '#src/domain-error';
import { ALERT_COUNTRIES_MAX, MAX_ACTIVE_TRIPS } from '#src/constants';
import { ALREADY_ACCEPTED_MESSAGE } from '#src/labels';

export {
  DomainError,
  RateLimitedError,
  StorageFullError,
  isDomainError,
  type DomainErrorCode,
} from '#src/domain-error';

/** The spec's messages, in one place, so tests and the site use the same text. */
export const MESSAGES = {
  requiredFields: ['Campos requeridos', 'Por favor completa todos los campos obligatorios.'],
  imageRequired: ['Imagen requerida', 'Por favor sube una imagen del producto.'],
  imageInvalid: ['Archivo no válido', 'Por favor, selecciona un archivo de imagen.'],
  imageProcessing: ['Error al procesar la imagen', 'No pudimos leer la imagen. Prueba con otro archivo.'],
  invalidUrl: ['Enlace no válido', 'El enlace del producto debe empezar con http:// o https://.'],
  tripLoginRequired: ['Inicia sesión', 'Debes iniciar sesión para registrar un viaje.'],
  returnBeforeDeparture: ['Fechas inválidas', 'La fecha de regreso no puede ser anterior a la fecha de salida.'],
  /** A person's trips still ahead (returning today or later) are capped (issue 32). */
  tooManyTrips: [
    'Demasiados viajes',
    `Ya tienes ${String(MAX_ACTIVE_TRIPS)} viajes que todavía no terminaron. Podrás registrar otro cuando termine alguno.`,
  ],
  /** Item 11 of issue 35: a trip that already ended carries nothing (decision 026). */
  tripOver: ['Viaje terminado', 'La fecha de regreso ya pasó. Registra un viaje que todavía no terminó.'],
  /** The trip an order travels on (decision 026): a trip id that is not the actor's is not found. */
  tripNotFound: ['Viaje no encontrado', 'El viaje no existe o no es tuyo.'],
  tripRequired: ['Elige tu viaje', 'Elige en cuál de tus viajes traes este pedido.'],
  tripWrongCountry: ['Viaje de otro país', 'Este pedido se compra en otro país: elige un viaje que salga de ahí.'],
  tripEnded: ['Viaje terminado', 'Ese viaje ya terminó: elige uno que regrese hoy o más adelante.'],
  tripInUse: [
    'Viaje con un pedido en curso',
    'Este viaje trae un pedido que todavía no se entregó: no puedes eliminarlo ni cambiar su país de origen o su fecha de regreso hasta que se entregue o se cancele.',
  ],
  authFailed: ['Error de autenticación', 'Email o contraseña incorrectos'],
  passwordsMismatch: ['Error', 'Las contraseñas no coinciden'],
  passwordTooShort: ['Error', 'La contraseña debe tener al menos 8 caracteres.'],
  registrationRequired: ['Error', 'Por favor, completa todos los campos requeridos.'],
  /** A form with a value longer than any real one (issue 32): the field says its maximum. */
  fieldsTooLong: ['Error', 'Algún dato es demasiado largo. Revisa los campos marcados.'],
  emailTaken: ['Error', 'Ya existe una cuenta con este email'],
  newPasswordsMismatch: ['Error', 'Las nuevas contraseñas no coinciden.'],
  newPasswordTooShort: ['Error', 'La nueva contraseña debe tener al menos 8 caracteres.'],
  /** The answer to "forgot my password", whether or not the account exists. */
  passwordResetRequested: [
    'Revisa tu correo',
    'Si existe una cuenta con ese e-mail, te enviamos un enlace para restablecer tu contraseña. Vence en 30 minutos.',
  ],
  passwordResetEmail: ['Error', 'Ingresa el e-mail de tu cuenta.'],
  passwordResetInvalid: [
    'Enlace no válido',
    'El enlace para restablecer tu contraseña no es válido, ya se usó o venció. Pide uno nuevo.',
  ],
  wrongCurrentPassword: ['Error', 'La contraseña actual es incorrecta.'],
  /** E-mail confirmation (only withdrawing money will need it). */
  emailConfirmationInvalid: [
    'Enlace no válido',
    'El enlace para confirmar tu e-mail no es válido, ya se usó o venció. Pide uno nuevo desde Ajustes.',
  ],
  emailConfirmed: ['E-mail confirmado', 'Gracias: tu e-mail quedó confirmado.'],
  emailConfirmationSent: [
    'Revisa tu correo',
    'Te enviamos un enlace nuevo para confirmar tu e-mail. Vence en 48 horas.',
  ],
  emailNotSent: [
    'No pudimos enviar el correo',
    'El servicio de e-mail no respondió. Inténtalo de nuevo en unos minutos.',
  ],
  /** Deleting one's account: the password asked again, and orders still in progress. */
  deleteAccountWrongPassword: ['Error', 'La contraseña es incorrecta.'],
  deleteAccountBusy: [
    'No puedes eliminar tu cuenta todavía',
    'Tienes pedidos aceptados o pagados que todavía no se entregaron. Cuando se entreguen, podrás eliminarla.',
  ],
  actionRequired: ['Acción requerida', 'Debes iniciar sesión o registrarte para continuar.'],
  verificationRequired: [
    'Verificación requerida',
    'Debes verificar tu identidad como viajero para poder aceptar pedidos.',
  ],
  ownRequest: ['Acción no permitida', 'No puedes aceptar tu propio pedido.'],
  alreadyAccepted: ALREADY_ACCEPTED_MESSAGE,
  notFound: ['Pedido no encontrado', 'El pedido no existe o fue eliminado.'],
  alreadyPaid: ['Pedido ya pagado', 'Este pedido ya fue pagado.'],
  onlyBuyerPays: ['Acción no permitida', 'Solo quien publicó el pedido puede pagarlo.'],
  notReadyToPay: ['Acción no permitida', 'Este pedido no está listo para el pago.'],
  paymentNotConfirmed: ['Error de Pago', 'Ocurrió un error al procesar el pago'],
  paymentInProgress: [
    'Pago en curso',
    'Ya estamos procesando un pago de este pedido. Espera unos segundos y revisa el estado antes de volver a intentarlo.',
  ],
  couponAfterAttempt: [
    'Cupón no aplicado',
    'Ya intentaste pagar este pedido sin cupón y ese intento pudo haberse cobrado. Para no cobrarte dos veces, termina el pago sin cupón: el cupón queda para otro pedido.',
  ],
  paymentCancelled: ['Pago Cancelado', 'El proceso de pago fue cancelado o no se pudo completar.'],
  installmentsInvalid: ['Error de validación', 'Elige una de las cantidades de cuotas que ofrece tu tarjeta.'],
  notReadyToConfirm: ['Acción no permitida', 'Este pedido no está listo para confirmación'],
  onlyTravellerConfirms: ['Acción no permitida', 'Solo el viajero que aceptó el pedido puede confirmar la entrega.'],
  invalidCode: ['Código inválido', 'El código debe tener 6 dígitos.'],
  wrongCode: ['Código incorrecto', 'El código de seguridad no coincide. Inténtalo de nuevo.'],
  codeLocked: [
    'Pedido bloqueado',
    'Se alcanzó el máximo de 5 intentos. Quien compró debe generar un nuevo código de seguridad.',
  ],
  onlyBuyerReissues: ['Acción no permitida', 'Solo quien compró puede generar un nuevo código.'],
  /** Editing, cancelling and refunding (decision 022). */
  onlyOwnerChanges: ['Acción no permitida', 'Solo quien publicó el pedido puede editarlo o cancelarlo.'],
  changeAfterAccepted: [
    'Pedido ya aceptado',
    'Un viajero ya aceptó este pedido, así que ya no puedes editarlo ni cancelarlo por tu cuenta. Puedes proponerle la cancelación desde el pedido.',
  ],
  requestCancelled: ['Pedido cancelado', 'Este pedido ya fue cancelado.'],
  onlyPartiesCancel: ['Acción no permitida', 'Solo quien compró y el viajero de este pedido pueden cancelarlo.'],
  cannotCancelNow: ['Acción no permitida', 'Este pedido ya no se puede cancelar.'],
  cancellationAlreadyProposed: [
    'Cancelación ya propuesta',
    'Ya se propuso cancelar este pedido. Falta la respuesta de la otra parte.',
  ],
  cancellationNotProposed: [
    'Sin propuesta de cancelación',
    'No hay una propuesta de cancelación para responder: puede que ya se haya respondido o retirado.',
  ],
  ownCancellationProposal: [
    'Acción no permitida',
    'Tú propusiste la cancelación: la otra parte debe aceptarla o rechazarla.',
  ],
  payWhileCancelling: [
    'Cancelación propuesta',
    'Hay una propuesta para cancelar este pedido. Respóndela antes de pagar.',
  ],
  refundInProgress: [
    'Reembolso en curso',
    'El reembolso de este pedido ya se está procesando. Espera unos segundos y vuelve a mirar.',
  ],
  refundRejected: [
    'Reembolso rechazado',
    'El proveedor de pagos rechazó el reembolso. El pedido sigue pagado y el dinero sigue en garantía: no se perdió nada. Inténtalo de nuevo más tarde.',
  ],
  refundProviderDown: [
    'Servicio no disponible',
    'El proveedor de pagos no respondió a tiempo: todavía no sabemos si hizo el reembolso. El pedido sigue pagado y en pausa hasta saberlo, y no se perdió nada: reintenten en unos minutos (el reembolso nunca se hace dos veces).',
  ],
  refundUnsettled: [
    'Reembolso sin confirmar',
    'El proveedor de pagos todavía no confirmó si hizo el reembolso de este pedido. Hasta saberlo no se puede entregar ni seguir con el pedido: reintenten el reembolso (nunca se hace dos veces).',
  ],
  /** Deadlines, disputes and support (decision 026). */
  disputeOpen: [
    'Disputa abierta',
    'Hay una disputa abierta sobre este pedido: el dinero sigue en garantía hasta que soporte la resuelva. No se puede confirmar la entrega mientras tanto.',
  ],
  disputeOpenCancel: [
    'Disputa abierta',
    'Hay una disputa abierta sobre este pedido: soporte decidirá si el dinero vuelve a ti o se libera al viajero.',
  ],
  disputeAlreadyOpen: [
    'Disputa ya abierta',
    'Ya hay una disputa abierta sobre este pedido y ya enviaste tu versión. Soporte la está revisando.',
  ],
  disputeNotOpen: ['Sin disputa abierta', 'Esta disputa ya fue resuelta o no existe.'],
  disputeNotPaid: [
    'Acción no permitida',
    'Solo se puede abrir una disputa sobre un pedido pagado que todavía no se entregó ni se canceló.',
  ],
  onlyPartiesDispute: [
    'Acción no permitida',
    'Solo quien compró y el viajero de este pedido pueden abrir una disputa.',
  ],
  disputeInvalid: ['Error de validación', 'Revisa el motivo, la descripción y las fotos de la disputa.'],
  resolutionInvalid: ['Falta el mensaje', 'Escribe a las dos partes por qué se resolvió así la disputa.'],
  deadlineNotPassed: [
    'Todavía no',
    'El viajero tiene tiempo para entregar hasta la fecha límite de entrega. Después podrás cancelar y recibir el reembolso.',
  ],
  onlyBuyerCancelsLate: ['Acción no permitida', 'Solo quien compró puede cancelar un pedido vencido.'],
  supportOnly: ['No encontrado', 'Esta página no existe.'],
  chatLoginRequired: ['Acceso denegado', 'Debes iniciar sesión para chatear.'],
  chatForbidden: ['Error', 'No tienes acceso a este chat.'],
  verificationIncomplete: [
    'Información incompleta',
    'Por favor, selecciona el tipo de documento y sube las tres imágenes.',
  ],
  verificationAlreadyStarted: ['Acción no permitida', 'Tu verificación ya está en curso o completada.'],
  providerUnavailable: [
    'Servicio no disponible',
    'No pudimos comunicarnos con el proveedor. Inténtalo de nuevo en unos minutos.',
  ],
  checkoutName: ['Error de validación', 'El nombre es obligatorio.'],
  checkoutEmail: ['Error de validación', 'El email es obligatorio.'],
  checkoutEmailFormat: ['Error de validación', 'El formato del email es inválido.'],
  checkoutAddress: ['Error de validación', 'La dirección es obligatoria.'],
  checkoutAll: ['Error de validación', 'Por favor, completa todos los campos de facturación.'],
  dashboardLoginRequired: ['Acceso Denegado', 'Debes iniciar sesión para acceder a tu cuenta'],
  reviewLoginRequired: ['Acción requerida', 'Debes iniciar sesión para dejar una reseña.'],
  reviewForbidden: ['Acción no permitida', 'Solo quien compró y el viajero de este pedido pueden calificarse.'],
  reviewNotCompleted: ['Acción no permitida', 'Podrás calificar cuando la entrega esté confirmada.'],
  alreadyReviewed: ['Reseña ya enviada', 'Ya calificaste este pedido. Cada parte califica una sola vez.'],
  reviewInvalid: ['Reseña incompleta', 'Elige de 1 a 5 estrellas y escribe un comentario.'],
  notificationsLoginRequired: ['Acción requerida', 'Debes iniciar sesión para ver tus notificaciones.'],
  couponEmpty: ['Código inválido', 'Por favor, introduce un código de cupón válido.'],
  couponUnknown: [
    'Código inválido',
    'Ese código no corresponde a ningún cupón de Conexión Global. Revisa que esté bien escrito.',
  ],
  couponExpired: ['Cupón vencido', 'Este cupón ya venció y no se puede usar.'],
  couponUsed: ['Cupón ya usado', 'Ya usaste este cupón en un pago. Cada cupón se usa una sola vez por persona.'],
  couponRedeemed: ['Cupón ya canjeado', 'Ya tienes este cupón en tu lista: se aplica al pagar un pedido.'],
  couponNotRedeemed: ['Cupón no disponible', 'Canjea el cupón en Cupones antes de usarlo en un pago.'],
  couponsLoginRequired: ['Acción requerida', 'Debes iniciar sesión para usar cupones.'],
  /** Saved cards (decision 027). */
  paymentMethodsLoginRequired: ['Acción requerida', 'Debes iniciar sesión para ver tus métodos de pago.'],
  cardTokenMissing: ['Tarjeta no válida', 'Ingresa los datos de la tarjeta para guardarla.'],
  cardSaveRejected: [
    'Tarjeta rechazada',
    'El proveedor de pagos no aceptó guardar esta tarjeta. Revisa los datos o prueba con otra.',
  ],
  cardNotFound: ['Tarjeta no encontrada', 'Esa tarjeta no está entre tus métodos de pago.'],
  /** Withdrawals (issue 18 item 5; decision 018: only with a confirmed e-mail). */
  withdrawEmailUnconfirmed: [
    'Confirma tu e-mail para retirar fondos',
    'Por seguridad, solo puedes retirar dinero con tu e-mail confirmado. Abre el enlace que te enviamos o pide uno nuevo.',
  ],
  withdrawAmountInvalid: ['Monto no válido', 'Ingresa un monto mayor a cero, con hasta dos decimales.'],
  withdrawDestinationInvalid: ['Destino no válido', 'Revisa el CBU, CVU o alias.'],
  withdrawRefused: [
    'Retiro rechazado',
    'El proveedor de transferencias no aceptó el pedido. No se movió dinero: el monto volvió a tu saldo disponible.',
  ],
  withdrawInsufficient: [
    'Saldo insuficiente',
    'El monto supera tus ganancias disponibles. Los retiros en proceso ya no están disponibles.',
  ],
  importInvalid: [
    'Archivo no válido',
    'El archivo no es una copia de datos de Conexión Global o está dañado. No se importó nada.',
  ],
  /** Offers (decision 045). */
  offerLoginRequired: ['Acción requerida', 'Debes iniciar sesión para hacer o responder ofertas.'],
  offerInvalid: ['Revisa tu oferta', 'Algún dato de la oferta no es válido. Revisa los campos marcados.'],
  offerRewardOutOfRange: [
    'Recompensa fuera de rango',
    'La recompensa debe estar entre la mitad y el doble de la del pedido, de US$ 10 a US$ 500, en pasos de US$ 5.',
  ],
  offerDateOutOfWindow: [
    'Fecha de entrega no válida',
    'La fecha de entrega debe ser el día de regreso de tu viaje o hasta 7 días después.',
  ],
  offerAlreadyMade: ['Ya hiciste una oferta', 'Ya tienes una oferta en este pedido. Retírala si quieres hacer otra.'],
  offerNotFound: ['Oferta no encontrada', 'La oferta no existe o no es tuya.'],
  offerNotOpen: ['Oferta cerrada', 'Esta oferta ya no está abierta: se aceptó, se rechazó, se retiró o venció.'],
  offerExpired: [
    'Oferta vencida',
    'El viaje o la fecha de esta oferta ya no sirven para el pedido. Quien viaja puede hacer una nueva.',
  ],
  offerAlreadyCountered: ['Contraoferta ya hecha', 'Solo puedes hacer una contraoferta por oferta.'],
  offerNoCounter: ['Sin contraoferta', 'Esta oferta no tiene una contraoferta que responder.'],
  offerOwnRequest: ['Acción no permitida', 'No puedes hacer una oferta en tu propio pedido.'],
  offerRequestNotActive: ['Pedido no disponible', 'Este pedido ya no recibe ofertas: fue aceptado o cancelado.'],
  // Matching and alerts (issue 36, decision 046).
  inviteRequestClosed: ['Pedido no disponible', 'Solo puedes invitar viajeros a un pedido que todavía espera uno.'],
  inviteTripMismatch: [
    'El viaje no coincide',
    'Ese viaje no sale del país donde se compra tu pedido o ya terminó: invita a uno de los viajes que coinciden.',
  ],
  alertsInvalid: [
    'Alertas no válidas',
    `Elige los países de la lista, hasta ${String(ALERT_COUNTRIES_MAX)}, y si quieres avisos de pedidos para tus viajes.`,
  ],
  // Partial refunds (decision 049).
  onlyPartiesRefund: [
    'Acción no permitida',
    'Solo quien compró y el viajero de este pedido pueden reintentar sus reembolsos.',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;

/** @internal */
export function domainError(
  code: DomainErrorCode,
  key: MessageKey,
  fieldErrors: Readonly<Record<string, string>> = {},
): DomainError {
  const [title, description] = MESSAGES[key];
  return new DomainError(code, title, description, fieldErrors);
}
