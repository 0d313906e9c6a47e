import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, type UploadOptions } from '../api/client';
import { hasAcceptedExtension, UNSUPPORTED_FILE_TYPE } from '../files/accepted-files';

/** Sending the file, then waiting while the server reads and processes it. */
export type UploadPhase = 'idle' | 'uploading' | 'processing';

type FileUploadOptions<T> = {
  /** Sends the chosen file (with whatever else the form holds), reporting progress through `progress`. */
  send: (file: File, progress: UploadOptions) => Promise<T>;
  /** Runs once the server has answered; the chosen file is already cleared. */
  onUploaded: (result: T) => void | Promise<void>;
  /** The screen's fallback when the server gives no words. */
  failureMessage: string;
};

/** The upload panels' state: choose an accepted file, send it with real progress, report the answer or the error. */
export function useFileUpload<T>({ send, onUploaded, failureMessage }: FileUploadOptions<T>) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [isSent, setIsSent] = useState(false);

  const mutation = useMutation({
    mutationFn: (chosen: File) => send(chosen, { onProgress: setPercent, onSent: () => setIsSent(true) }),
    onSuccess: async (result) => {
      setFile(null);
      await onUploaded(result);
    },
  });

  function chooseFile(chosen: File | null) {
    mutation.reset();
    setFileError(null);
    // Checked here too: the picker's filter is only a hint, and a dropped file skips it.
    if (chosen && !hasAcceptedExtension(chosen.name)) {
      setFile(null);
      setFileError(UNSUPPORTED_FILE_TYPE);
      return;
    }
    setFile(chosen);
  }

  function upload() {
    if (!file || mutation.isPending) return;
    setPercent(0);
    setIsSent(false);
    mutation.mutate(file);
  }

  function reset() {
    if (mutation.isPending) return;
    mutation.reset();
    setFile(null);
    setFileError(null);
  }

  const phase: UploadPhase = mutation.isPending ? (isSent ? 'processing' : 'uploading') : 'idle';
  return {
    file,
    chooseFile,
    upload,
    reset,
    phase,
    percent,
    canUpload: file !== null && !mutation.isPending,
    result: mutation.isSuccess ? mutation.data : undefined,
    error: fileError ?? (mutation.isError ? errorMessage(mutation.error, failureMessage) : null),
  };
}
