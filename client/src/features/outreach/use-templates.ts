import type { EmailTemplate, TemplateRequest } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { createTemplate, getTemplate, listTemplates, updateTemplate } from '../../api/email-templates';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';

/** The team's saved templates, newest first. */
export function useTemplates() {
  const query = useQuery({ queryKey: outreachKeys.templates(), queryFn: ({ signal }) => listTemplates(signal) });
  return {
    templates: query.data ?? [],
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, outreachMessages.templatesLoadFailed) : null,
  };
}

/** One template, read fresh before it is edited (someone on the team may have changed it). */
export function useTemplate(id: string | null) {
  const query = useQuery({
    queryKey: outreachKeys.template(id ?? ''),
    queryFn: ({ signal }) => getTemplate(id ?? '', signal),
    enabled: id !== null,
  });
  return {
    template: query.data,
    isLoading: id !== null && query.isPending,
    error: query.isError ? errorMessage(query.error, outreachMessages.templatesLoadFailed) : null,
  };
}

/** Create (no id) or Update Template. */
export function useSaveTemplate(onSaved: (template: EmailTemplate) => void) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateRequest }) => (id ? updateTemplate(id, input) : createTemplate(input)),
    onSuccess: async (template) => {
      queryClient.setQueryData(outreachKeys.template(template.id), template);
      await queryClient.invalidateQueries({ queryKey: outreachKeys.templates(), exact: true });
      onSaved(template);
    },
  });
  return {
    save: (id: string | null, input: TemplateRequest) => mutation.mutate({ id, input }),
    isSaving: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, outreachMessages.templateSaveFailed) : null,
    reset: mutation.reset,
  };
}
