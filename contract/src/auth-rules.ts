/** Password rules shared by the server and the forms (kept free of zod so the web bundle stays small). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
