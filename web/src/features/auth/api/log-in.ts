import { useMutation } from '@tanstack/react-query';
import type { AccessToken, UserPublic } from '@workbench/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { saveSession, saveToken } from '../../../lib/session';

export const requestAccessToken = (email: string, password: string) =>
  apiRequest<AccessToken>('/login/access-token', { method: 'POST', form: { username: email, password } });

export const fetchCurrentUser = () => apiRequest<UserPublic>('/login/test-token', { method: 'POST' });

/** Logs in, then stores token, flag, user id and name as the spec's session keys. */
export async function logIn({ email, password }: { email: string; password: string }): Promise<UserPublic> {
  const { access_token } = await requestAccessToken(email, password);
  saveToken(access_token);
  const user = await fetchCurrentUser();
  saveSession({ accessToken: access_token, userId: user.id, name: user.full_name });
  return user;
}

export const useLogIn = () => useMutation({ mutationFn: logIn });
