/** Every route of the app, in one place. */
export const paths = {
  search: '/',
  login: '/login',
  signUp: '/sign-up',
  signUpSuccess: '/sign-up/success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  notebooks: '/notebooks',
  notebook: (id: number | string) => `/notebook/${id}`,
  savedSearches: '/saved-searches',
  about: '/about',
} as const;
