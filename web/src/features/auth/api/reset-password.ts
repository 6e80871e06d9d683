import { useMutation } from '@tanstack/react-query';
import type { Message, ResetPasswordBody } from '@workbench/contract/auth';
import { apiRequest } from '../../../lib/api-client';

export const resetPassword = (body: ResetPasswordBody) =>
  apiRequest<Message>('/reset-password', { method: 'PATCH', json: body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
