/** Password rules shared by the server and the forms (kept free of zod so the web bundle stays small). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/** The detail of a 401 for a token that is invalid, expired or revoked: the web app shows it as an expired session. */
export const COULD_NOT_VALIDATE = 'Could not validate credentials';
