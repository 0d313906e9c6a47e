import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { getRetention, listActivity, previewRetention, setRetention } from '../../api/privacy';
import { dataRightsMessages } from './messages';

const keys = {
  retention: ['privacy', 'retention'] as const,
  preview: (months: number) => ['privacy', 'retention', 'preview', months] as const,
  activity: (page: number) => ['privacy', 'activity', page] as const,
};

/** The tenant's retention rule, the dry-run count for `months` being considered, and saving it. */
export function useRetention(months: number | null) {
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: keys.retention, queryFn: ({ signal }) => getRetention(signal) });
  const preview = useQuery({
    queryKey: keys.preview(months ?? 0),
    queryFn: ({ signal }) => previewRetention(months!, signal),
    enabled: months !== null,
  });
  const saving = useMutation({
    mutationFn: setRetention,
    onSuccess: async (saved) => {
      queryClient.setQueryData(keys.retention, saved);
      await queryClient.invalidateQueries({ queryKey: ['privacy', 'activity'] });
    },
  });
  return {
    savedMonths: setting.data?.months,
    isLoading: setting.isPending,
    wouldErase: months !== null ? preview.data?.candidates : undefined,
    save: (value: number | null) => saving.mutate(value),
    isSaving: saving.isPending,
    error: setting.isError
      ? errorMessage(setting.error, dataRightsMessages.retentionLoadFailed)
      : saving.isError
        ? errorMessage(saving.error, dataRightsMessages.retentionSaveFailed)
        : preview.isError
          ? errorMessage(preview.error, dataRightsMessages.retentionLoadFailed)
          : null,
  };
}

export function useActivity(page: number) {
  const query = useQuery({ queryKey: keys.activity(page), queryFn: ({ signal }) => listActivity(page, signal), placeholderData: keepPreviousData });
  return {
    activity: query.data,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error, dataRightsMessages.activityLoadFailed) : null,
  };
}
