import type { LibraryDocument } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadDocument } from '../../api/documents';
import { useFileUpload } from '../../hooks/use-file-upload';
import { documentMessages } from './messages';
import { documentKeys } from './query-keys';

/**
 * The upload panel: a file, an optional title (the server falls back to the file name) and an
 * optional description, sent with real progress. On an answer the list is refreshed and
 * `onUploaded` shows where the new document is.
 */
export function useUploadDocument(onUploaded: (document: LibraryDocument) => void) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');

  const upload = useFileUpload({
    send: (file, progress) => uploadDocument({ file, title, description }, progress),
    onUploaded: async (document: LibraryDocument) => {
      setTitle('');
      setDescription('');
      onUploaded(document);
      await queryClient.invalidateQueries({ queryKey: documentKeys.lists() });
    },
    failureMessage: documentMessages.uploadFailed,
  });

  return { ...upload, title, setTitle, description, setDescription };
}
