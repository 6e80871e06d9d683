import { useMutation } from '@tanstack/react-query';
import type { Message } from '@workbench/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const requestPasswordReset = (email: string) =>
  apiRequest<Message>('/request-reset-password', { method: 'POST', query: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
