import { useMutation } from '@tanstack/react-query';
import type { SignupBody, UserPublic } from '@workbench/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const signUp = (body: SignupBody) => apiRequest<UserPublic>('/signup', { method: 'POST', json: body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
