// R47: how a member gave their authorisation, apart from its event's schema so that the screens that
// offer the choice do not bring zod with it.

/** How the member gave it (R47). */
export const AUTHORIZATION_METHODS = ['firma', 'verbal', 'whatsapp', 'formulario'] as const;
export type AuthorizationMethod = (typeof AUTHORIZATION_METHODS)[number];
