import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/client';
import { useTickedIds } from '../../hooks/use-ticked-ids';
import { eraseCandidate, exportCandidateData, listMentioningDocuments } from '../../api/privacy';
import { saveBlob } from '../../files/save-file';
import { documentKeys } from '../documents/query-keys';
import { outreachKeys } from '../outreach/query-keys';
import { resumeKeys } from '../resumes/query-keys';
import { privacyMessages } from './messages';

/** The zip's name as the server gives it: the person, then the day. */
export const candidateExportFileName = (name: string, date: Date = new Date()) => `${name} - candidate data ${date.toISOString().slice(0, 10)}.zip`;

const mentionsKey = (email: string) => ['privacy', 'mentioning-documents', email] as const;

export type Asking = 'export' | 'erase' | null;

/**
 * Export and erase of one person, wherever they are shown (resume detail, candidate card, profile),
 * with the library documents naming them that the recruiter picks (none unless ticked). Export
 * is one click when no document names them; otherwise it asks which to include first. After an
 * erase every list that showed them reloads and `onErased` leaves the page or card.
 */
export function useCandidateDataRights(options: { email: string; name: string; onErased: () => void }) {
  const { email, name } = options;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking>(null);
  const picked = useTickedIds();
  const mentionsQuery = { queryKey: mentionsKey(email), queryFn: ({ signal }: { signal?: AbortSignal }) => listMentioningDocuments(email, signal), staleTime: 0 };
  const mentions = useQuery({ ...mentionsQuery, enabled: asking !== null });

  const close = () => {
    setAsking(null);
    picked.clear();
  };
  const lookingUp = useMutation({ mutationFn: () => queryClient.fetchQuery(mentionsQuery) });
  const exporting = useMutation({
    mutationFn: (documentIds: string[]) => exportCandidateData(email, documentIds),
    onSuccess: (blob) => saveBlob(blob, candidateExportFileName(name)),
  });
  const erasing = useMutation({
    mutationFn: (documentIds: string[]) => eraseCandidate(email, documentIds),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: outreachKeys.candidateProfile(email) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: outreachKeys.candidates() }),
        queryClient.invalidateQueries({ queryKey: resumeKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      ]);
      options.onErased();
    },
  });
  const error = lookingUp.isError
    ? errorMessage(lookingUp.error, privacyMessages.mentionsFailed)
    : exporting.isError
      ? errorMessage(exporting.error, privacyMessages.candidateExportFailed)
      : erasing.isError
        ? errorMessage(erasing.error, privacyMessages.eraseFailed)
        : null;
  const pickedIds = () => [...picked.ticked];

  return {
    asking,
    close,
    askToErase: () => setAsking('erase'),
    /** Exports at once when no document names them, else asks which documents go with it. */
    startExport: () =>
      lookingUp.mutate(undefined, {
        onSuccess: (documents) => (documents.length === 0 ? exporting.mutate([]) : setAsking('export')),
      }),
    exportPicked: () => {
      exporting.mutate(pickedIds());
      close();
    },
    erasePicked: () => {
      erasing.mutate(pickedIds());
      close();
    },
    mentions: {
      documents: mentions.data ?? [],
      isLoading: mentions.isLoading,
      error: mentions.isError ? errorMessage(mentions.error, privacyMessages.mentionsFailed) : null,
    },
    isPicked: picked.isTicked,
    togglePicked: picked.toggle,
    isBusy: lookingUp.isPending || exporting.isPending || erasing.isPending,
    isExporting: lookingUp.isPending || exporting.isPending,
    error,
  };
}

export type CandidateDataRights = ReturnType<typeof useCandidateDataRights>;
