import { useQuery } from '@tanstack/react-query';
import type { EventSupportResponse } from '@workbench/contract/questions';
import { apiRequest } from '../../../lib/api-client';
import type { Citation } from '../types';
import { questionKeys } from './keys';

/** The words of a cited event that bear out the question whose answer cites it. */
export const fetchEventSupport = ({ questionId, eventId }: Citation) =>
  apiRequest<EventSupportResponse>(`/questions/${questionId}/events/${eventId}/support`);

export const useEventSupport = (citation: Citation) =>
  useQuery({
    queryKey: questionKeys.support(citation.questionId, citation.eventId),
    queryFn: () => fetchEventSupport(citation),
    // The marks are a help, not the event: a failure leaves the event unmarked, without asking twice.
    retry: false,
    // A stored question and its events do not change while a notebook is open.
    staleTime: 5 * 60_000,
  });
