// The publish form's draft on this device (decision 044): what a new request starts from, what the
// form holds kept a moment after each change and at once when the page is left, and the notes
// that say so. Editing a published request keeps no draft.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImageDropZoneValue } from '@cg/ui';
import { draftFromSearch } from '#app/lib/similar-request';
import {
  DRAFT_FIELDS,
  clearRequestDraft,
  draftStorage,
  saveRequestDraft,
  type DraftLoad,
  type DraftOwner,
  type DraftSaveOutcome,
} from '#app/lib/request-draft';

export type DraftNote = 'restored' | 'unreadable' | null;

export function useRequestDraft({
  editing,
  owner,
  saved,
  startedAgain,
  search,
}: {
  editing: boolean;
  owner: DraftOwner | null;
  saved: DraftLoad;
  startedAgain: boolean;
  search: URLSearchParams;
}) {
  // A new request starts from the draft this person left here, unless it is a similar request's.
  const [kept] = useState(() =>
    editing || startedAgain || Object.keys(draftFromSearch(search)).length > 0 ? null : saved.draft,
  );
  const [note, setNote] = useState<DraftNote>(() =>
    kept ? 'restored' : !startedAgain && saved.problem === 'unreadable' ? 'unreadable' : null,
  );
  const [saveOutcome, setSaveOutcome] = useState<DraftSaveOutcome | null>(() =>
    kept?.photoLeftOut ? 'saved_without_photo' : null,
  );
  const [image, setImage] = useState<ImageDropZoneValue | null>(() => (kept?.photo ? { ...kept.photo } : null));
  const formRef = useRef<HTMLFormElement>(null);
  const imageRef = useRef(image);
  const pending = useRef<number | undefined>(undefined);
  // What the form holds, kept as this person's draft on this device (never while editing).
  const saveDraft = useCallback(
    (formElement: HTMLFormElement | null = formRef.current) => {
      window.clearTimeout(pending.current);
      pending.current = undefined;
      if (owner === null || !formElement) return;
      const values = new FormData(formElement);
      const fields: Record<string, string> = {};
      for (const name of DRAFT_FIELDS) {
        const value = values.get(name);
        if (typeof value === 'string') fields[name] = value;
      }
      setSaveOutcome(saveRequestDraft(draftStorage(), owner, { fields, photo: imageRef.current }));
    },
    [owner],
  );
  // A change is kept a moment later (the library's fields update their form values after their
  // change events), and at once when the page is left: a reload, Back, a link.
  const draftChanged = useCallback(() => {
    if (owner === null) return;
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => saveDraft(), 250);
  }, [owner, saveDraft]);
  useEffect(() => {
    const formElement = formRef.current;
    const flush = () => {
      if (pending.current !== undefined) saveDraft(formElement);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the page: the form, out of the document now, still holds its values.
      if (pending.current !== undefined) saveDraft(formElement);
    };
  }, [saveDraft]);
  const firstImage = useRef(image);
  useEffect(() => {
    // A photo chosen or removed is part of the draft too.
    imageRef.current = image;
    if (image !== firstImage.current) draftChanged();
  }, [image, draftChanged]);
  /** "Empezar de nuevo": the kept draft is dropped (the page then opens an empty form). */
  const discard = () => {
    window.clearTimeout(pending.current);
    pending.current = undefined;
    if (owner !== null) clearRequestDraft(draftStorage(), owner);
    setNote(null);
  };
  return { kept, note, saveOutcome, image, setImage, formRef, saveDraft, draftChanged, discard };
}
