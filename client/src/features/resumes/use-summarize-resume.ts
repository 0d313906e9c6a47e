import type { ResumeDetail } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../../api/client';
import { processResume } from '../../api/resumes';
import { resumeMessages } from './messages';
import { resumeKeys } from './query-keys';

/** A failed model answer (502) still carries the stored resume, now marked failed. */
function resumeIn(error: unknown): ResumeDetail | undefined {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return undefined;
  const { resume } = error.data as { resume?: ResumeDetail };
  return resume?.id ? resume : undefined;
}

/** "Summarize in Detail" / "Re-summarize", and the retry of a failed analysis: POST /resumes/{id}/process. */
export function useSummarizeResume(id: string) {
  const queryClient = useQueryClient();

  async function refresh(resume: ResumeDetail | undefined) {
    if (resume) queryClient.setQueryData(resumeKeys.detail(id), resume);
    else await queryClient.invalidateQueries({ queryKey: resumeKeys.detail(id) });
    // The list badge follows the new status.
    await queryClient.invalidateQueries({ queryKey: resumeKeys.lists() });
  }

  const mutation = useMutation({
    mutationFn: (prompt: string) => processResume(id, prompt),
    // The spec promises only the summary in the answer; without the resume, it is read again.
    onSuccess: ({ resume }) => refresh(resume),
    onError: (error) => refresh(resumeIn(error)),
  });

  return {
    summarize: (prompt: string) => mutation.mutate(prompt),
    isSummarizing: mutation.isPending,
    error: mutation.isError ? errorMessage(mutation.error, resumeMessages.summarizeFailed) : null,
  };
}
