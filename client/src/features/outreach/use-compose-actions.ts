import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, errorMessage } from '../../api/client';
import { createOutreach, queueOutreach, sendOutreach, updateOutreach } from '../../api/outreach';
import { countOf } from '../../format/text';
import { outreachDetailPath, paths } from '../../paths';
import { candidateKey } from './candidate-search';
import { outreachMessages } from './messages';
import { outreachKeys } from './query-keys';
import type { ComposeRecipient, ComposeSource } from './use-compose-source';
import type { ManagementNavigationState } from './use-outreach-management';
import { clearSelection, readSelection, writeSelection } from './selection-storage';
import { useRequiredFieldsMessage } from './use-required-fields-message';

export type ComposeValues = { subject: string; content: string; templateId: string | null };

export type DetailNavigationState = { notice?: string; error?: string };

type Action = 'save' | 'send' | 'queue';

type Busy = { action: Action; done: number; total: number } | null;

const isBlank = (value: string) => value.trim() === '';
const isFilled = (values: ComposeValues) => !isBlank(values.subject) && !isBlank(values.content);

/**
 * Save Draft for N Candidates, Update Draft and Send Email, as the spec's Compose flow says; and,
 * beyond it, "Send to all N", which saves the drafts and hands them to the send queue.
 */
export function useComposeActions(source: ComposeSource) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fieldsMessage = useRequiredFieldsMessage(outreachMessages.composeFieldsRequired);
  // Drafts created during this visit, by address: after a failure half-way, trying again creates only the rest.
  const created = useRef(new Map<string, string>());

  const draftBody = (candidate: ComposeRecipient, values: ComposeValues) => ({
    ...(values.templateId ? { templateId: values.templateId } : {}),
    recipientEmail: candidate.email,
    recipientName: candidate.fullName ?? candidate.email,
    subject: values.subject,
    content: values.content,
  });
  // null unlinks the template: the draft was switched to Custom Template.
  const changes = (values: ComposeValues) => ({ subject: values.subject, content: values.content, templateId: values.templateId });

  async function createDraft(candidate: ComposeRecipient, values: ComposeValues): Promise<string> {
    const key = candidateKey(candidate);
    const existing = created.current.get(key);
    if (existing) return existing;
    const draft = await createOutreach(draftBody(candidate, values));
    created.current.set(key, draft.id);
    return draft.id;
  }

  async function run(action: Action, total: number, work: (progress: (done: number) => void) => Promise<void>, fallback: string) {
    setError(null);
    setNotice(null);
    setBusy({ action, done: 0, total });
    try {
      await work((done) => setBusy({ action, done, total }));
    } catch (caught) {
      setError(errorMessage(caught, fallback));
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: outreachKeys.all });
    }
  }

  function isValid(values: ComposeValues): boolean {
    const isComplete = fieldsMessage.check(isFilled(values));
    if (!isComplete) {
      setNotice(null);
      setError(null);
    }
    return isComplete;
  }

  async function createDrafts(candidates: ComposeRecipient[], values: ComposeValues, progress: (done: number) => void): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, candidate] of candidates.entries()) {
      ids.push(await createDraft(candidate, values));
      progress(index + 1);
    }
    return ids;
  }

  const toManagement = (state: ManagementNavigationState) => {
    clearSelection();
    navigate(paths.outreachManagement, { state });
  };

  function save(values: ComposeValues) {
    if (!isValid(values) || busy) return;
    if (source.kind === 'edit') {
      void run('save', 1, async () => {
        await updateOutreach(source.outreach.id, changes(values));
        setNotice(outreachMessages.updated);
      }, outreachMessages.updateFailed);
      return;
    }
    const { candidates } = source;
    void run('save', candidates.length, async (progress) => {
      await createDrafts(candidates, values, progress);
      toManagement({ notice: `${countOf(candidates.length, 'draft')} saved` });
    }, outreachMessages.saveFailed);
  }

  /** "Send to all N": a draft for every candidate, then the same queue as "Send all drafts" on Management. */
  function sendToAll(values: ComposeValues) {
    if (!isValid(values) || busy || source.kind !== 'create') return;
    const { candidates } = source;
    void run('queue', candidates.length, async (progress) => {
      const ids = await createDrafts(candidates, values, progress);
      let queued: number;
      try {
        ({ queued } = await queueOutreach({ ids }));
      } catch (caught) {
        // The drafts are saved: a second press queues them without creating them again.
        setError(errorMessage(caught, outreachMessages.queueFailed));
        return;
      }
      toManagement({ queued: { requested: ids.length, queued } });
    }, outreachMessages.saveFailed);
  }

  /** The FIRST candidate only: create or update the draft, send it, open its detail. */
  function send(values: ComposeValues) {
    if (!isValid(values) || busy) return;
    const first = source.candidates[0];
    if (!first) return;
    void run('send', 1, async () => {
      let id: string;
      if (source.kind === 'edit') {
        id = source.outreach.id;
        await updateOutreach(id, changes(values));
      } else {
        id = await createDraft(first, values);
      }
      // The detail must open on the message as it is now, not on the draft Compose read earlier.
      const openDetail = (state: DetailNavigationState) => {
        queryClient.removeQueries({ queryKey: outreachKeys.detail(id) });
        navigate(outreachDetailPath(id), { state });
      };
      try {
        await sendOutreach(id);
      } catch (caught) {
        // The server could not deliver it: the message is now failed, and its detail page offers Retry.
        if (caught instanceof ApiError && caught.status === 502) {
          openDetail({ error: errorMessage(caught, outreachMessages.sendFailed) });
          return;
        }
        throw caught;
      }
      // The first candidate has had their e-mail: coming back to Compose goes on with the others.
      if (source.kind === 'create') writeSelection(readSelection().filter((candidate) => candidateKey(candidate) !== candidateKey(first)));
      openDetail({ notice: outreachMessages.sent });
    }, outreachMessages.sendFailed);
  }

  return {
    save,
    send,
    sendToAll,
    /** Checks the fields before asking whom to send to. */
    isValid,
    busy,
    error,
    notice,
    fieldsError: (values: ComposeValues) => fieldsMessage.messageFor(isFilled(values)),
  };
}
