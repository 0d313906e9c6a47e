import type { LibraryDocument } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { downloadDocument } from '../../api/documents';
import { saveBlob } from '../../files/save-file';
import { documentMessages } from './messages';

/** Fetches the file with the bearer token and saves it under its original name; a failure is the spec's alert. */
export function useDownloadDocument(document: Pick<LibraryDocument, 'id' | 'originalFilename'>) {
  const mutation = useMutation({
    mutationFn: () => downloadDocument(document.id),
    onSuccess: (blob) => saveBlob(blob, document.originalFilename),
    onError: (error) => {
      console.error('Failed to download document', error);
      window.alert(documentMessages.downloadFailed);
    },
  });
  return { download: () => mutation.mutate(), isDownloading: mutation.isPending };
}
