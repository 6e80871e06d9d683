import type { SignupBody, UserPublic } from '@workbench/contract/auth';
import { apiRequest } from '../../../lib/api-client';
import { useCreatingMutation } from '../../../lib/creating-mutation';

export const signUp = (body: SignupBody) => apiRequest<UserPublic>('/signup', { method: 'POST', json: body });

/**
 * Registers once per press. No key goes with it: the server keys repeats by user, and there is none
 * yet; a repeat that got through is refused as a taken email.
 */
export const useSignUp = () => useCreatingMutation({ mutationFn: signUp });
