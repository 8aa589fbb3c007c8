import { useMutation, useQuery } from '@tanstack/react-query';
import type { Answers } from './model';
import { ClosedError, loadPublicForm, type PublicForm } from './public-form';

/**
 * The public form page's read and write, apart from queries.ts: the page is opened from a link, often on a phone,
 * and must not download the Firestore SDK that the builder's hooks bring.
 */
export const usePublicForm = (formId: string) =>
  useQuery({
    queryKey: ['feedback', 'public', formId],
    queryFn: () => loadPublicForm(formId),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });

/** Sends a respondent's answers to the open form `loaded`; the lite SDK that sends comes with the first send. */
export const useSendResponse = (loaded: PublicForm | undefined) =>
  useMutation({
    mutationFn: async (answers: Answers) => {
      if (loaded?.state !== 'open') throw new ClosedError();
      const { submitResponse } = await import('./public-service');
      return submitResponse(loaded.form, answers);
    },
  });
