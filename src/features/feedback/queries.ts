import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormDraft } from './builder';
import {
  createForm,
  deleteResponse,
  getForm,
  listForms,
  listResponses,
  saveForm,
  setFormStatus,
} from './service';

export const feedbackKeys = {
  all: ['feedback'] as const,
  forms: (orgId: string) => ['feedback', 'forms', orgId] as const,
  form: (formId: string) => ['feedback', 'form', formId] as const,
  responses: (formId: string) => ['feedback', 'responses', formId] as const,
};

export const useForms = (orgId: string) =>
  useQuery({ queryKey: feedbackKeys.forms(orgId), queryFn: () => listForms(orgId), enabled: !!orgId });
export const useForm = (formId: string) =>
  useQuery({ queryKey: feedbackKeys.form(formId), queryFn: () => getForm(formId), enabled: !!formId });
export const useResponses = (formId: string) =>
  useQuery({
    queryKey: feedbackKeys.responses(formId),
    queryFn: () => listResponses(formId),
    enabled: !!formId,
  });

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: feedbackKeys.all });
}

/** Creates a form (no `formId`) or saves one; resolves to its id. */
export function useSaveForm(orgId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ formId, draft }: { formId?: string; draft: FormDraft }) => {
      if (!formId) return createForm(orgId, draft);
      await saveForm(formId, draft);
      return formId;
    },
    onSuccess: refresh,
  });
}

export function useSetFormStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ formId, status }: { formId: string; status: 'published' | 'closed' }) =>
      setFormStatus(formId, status),
    onSuccess: refresh,
  });
}

export function useDuplicateForm(orgId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (draft: FormDraft) => createForm(orgId, draft), onSuccess: refresh });
}

export function useDeleteResponse(formId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (responseId: string) => deleteResponse(formId, responseId),
    onSuccess: refresh,
  });
}
