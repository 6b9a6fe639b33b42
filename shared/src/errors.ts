/** The single error body every API error answers with (spec screens read `message` or `error`). */
export interface FieldError {
  path: string;
  msg: string;
}

export interface ApiErrorBody {
  message: string;
  error: string;
  errors?: FieldError[];
}

export const GENERIC_MESSAGES = {
  internal: 'Ocurrió un error inesperado en el servidor. Por favor, inténtalo más tarde.',
  notFound: 'El recurso solicitado no existe.',
  malformedJson: 'El cuerpo de la solicitud no es un JSON válido.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  validation: 'Por favor corrige los errores marcados en el formulario.',
  unauthorized: 'Debes iniciar sesión para continuar.',
  invalidToken: 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
  forbidden: 'No tienes permiso para realizar esta acción.',
  tooManyRequests: 'Demasiadas solicitudes. Por favor, espera un momento e inténtalo de nuevo.',
  databaseUnavailable: 'El servicio no está disponible en este momento. Por favor, inténtalo más tarde.',
} as const;
