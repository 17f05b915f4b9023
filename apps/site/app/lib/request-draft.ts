// The publish form's draft on this device (issue 35 item 6, decision 044): what a person typed on
// /comprador survives a reload, Back, or closing the tab, until they publish or log out. One
// draft per account and one for the guest of this browser, in localStorage beside the site's own
// display keys (it is not marketplace data: the server never sees it). The chosen photo is kept
// as the data URL the drop zone read when it is at most DRAFT_PHOTO_MAX_CHARS characters; a
// larger one is left out, and the form says so. A storage that is full, blocked or holds
// something unreadable never stops the form: saving says it could not, loading says it found
// nothing (or something it threw away).
import { REQUEST_TEXT_FACTS } from '@cg/domain';

/** Whose draft: an account's id, or this browser's guest (GUEST_OWNER). */
export type DraftOwner = string;
export const GUEST_OWNER = 'invitado';

/** The largest photo kept in a draft, as data URL characters (~730 KB of image). @internal: exported for its test. */
export const DRAFT_PHOTO_MAX_CHARS = 1_000_000;

export interface DraftPhoto {
  readonly dataUrl: string;
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export interface RequestDraftValues {
  /** The form's text fields by name, as typed (the price as text, the reward as the slider's number). */
  readonly fields: Readonly<Record<string, string>>;
  readonly photo: DraftPhoto | null;
}

export interface StoredRequestDraft extends RequestDraftValues {
  /** A photo was chosen but was too large to keep: the form asks for it again. */
  readonly photoLeftOut: boolean;
  readonly savedAt: string;
}

/** What saving did: kept all, kept all but the photo (too large, or no room for it), or nothing. */
export type DraftSaveOutcome = 'saved' | 'saved_without_photo' | 'empty' | 'not_saved';

export type DraftLoad =
  | { readonly draft: StoredRequestDraft; readonly problem: null }
  | { readonly draft: null; readonly problem: null | 'unreadable' };

/** The form's fields a draft keeps (hidden fields, the edit id and the submission key are not). */
export const DRAFT_FIELDS: readonly string[] = [
  'productName',
  'productUrl',
  'estimatedPrice',
  'currency',
  'country',
  'reward',
  'category',
  'notes',
  ...REQUEST_TEXT_FACTS.map((fact) => fact.key),
];

const PREFIX = 'comprador:borrador:';
const VERSION = 1;
const FIELD_MAX_CHARS = 5_000;

/** The storage key of `owner`'s draft. @internal: exported for its test. */
export const draftKey = (owner: DraftOwner): string => `${PREFIX}${owner}`;

// Owners whose session ended in this page (logout): a save still on its way for them (the form
// writes when it is left) keeps nothing, until their form is opened again.
const closed = new Set<DraftOwner>();

/** Logout: `owner`'s draft is removed, and a save for them arriving after it keeps nothing. */
export function forgetRequestDraft(storage: Storage | null, owner: DraftOwner): void {
  closed.add(owner);
  clearRequestDraft(storage, owner);
}

/** The form opened for `owner` (its loader): their drafts are saved again. */
export function reopenRequestDraft(owner: DraftOwner): void {
  closed.delete(owner);
}

/** Only what a person typed counts: a draft of empty fields (and the untouched reward and currency) is no draft. */
function hasContent(values: RequestDraftValues, knownFields: readonly string[]): boolean {
  if (values.photo) return true;
  return knownFields.some(
    (name) => name !== 'reward' && name !== 'currency' && (values.fields[name] ?? '').trim() !== '',
  );
}

function fieldsOf(fields: Readonly<Record<string, string>>, knownFields: readonly string[]): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of knownFields) {
    const value = fields[name];
    if (typeof value === 'string') kept[name] = value.slice(0, FIELD_MAX_CHARS);
  }
  return kept;
}

function isPhoto(value: unknown): value is DraftPhoto {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.dataUrl === 'string' &&
    p.dataUrl.startsWith('data:image/') &&
    p.dataUrl.length <= DRAFT_PHOTO_MAX_CHARS &&
    typeof p.name === 'string' &&
    typeof p.type === 'string' &&
    typeof p.size === 'number'
  );
}

/**
 * Keeps the form's values as `owner`'s draft. Never throws: a full or blocked storage answers
 * `not_saved` (with the photo too large for the room left, the rest is kept without it).
 */
export function saveRequestDraft(
  storage: Storage | null,
  owner: DraftOwner,
  values: RequestDraftValues,
  now: Date = new Date(),
  knownFields: readonly string[] = DRAFT_FIELDS,
): DraftSaveOutcome {
  if (!storage || closed.has(owner)) return 'not_saved';
  if (!hasContent(values, knownFields)) {
    clearRequestDraft(storage, owner);
    return 'empty';
  }
  const fields = fieldsOf(values.fields, knownFields);
  const photoFits = values.photo !== null && values.photo.dataUrl.length <= DRAFT_PHOTO_MAX_CHARS;
  const write = (photo: DraftPhoto | null) => {
    const stored = {
      v: VERSION,
      fields,
      photo,
      photoLeftOut: values.photo !== null && photo === null,
      savedAt: now.toISOString(),
    };
    storage.setItem(draftKey(owner), JSON.stringify(stored));
  };
  try {
    write(photoFits ? values.photo : null);
    return values.photo && !photoFits ? 'saved_without_photo' : 'saved';
  } catch {
    if (!photoFits) return 'not_saved';
  }
  try {
    write(null);
    return 'saved_without_photo';
  } catch {
    return 'not_saved';
  }
}

/** `owner`'s draft, or none; something unreadable under its key is said (the next save replaces it). Never throws. */
export function loadRequestDraft(
  storage: Storage | null,
  owner: DraftOwner,
  knownFields: readonly string[] = DRAFT_FIELDS,
): DraftLoad {
  let raw: string | null;
  try {
    raw = storage?.getItem(draftKey(owner)) ?? null;
  } catch {
    return { draft: null, problem: null };
  }
  if (raw === null) return { draft: null, problem: null };
  // Left where it is (the page's loader may ask twice): the next save writes over it.
  const unreadable = (): DraftLoad => ({ draft: null, problem: 'unreadable' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return unreadable();
  }
  if (!parsed || typeof parsed !== 'object') return unreadable();
  const d = parsed as Record<string, unknown>;
  if (d.v !== VERSION || !d.fields || typeof d.fields !== 'object' || Array.isArray(d.fields)) return unreadable();
  const rawFields = d.fields as Record<string, unknown>;
  if (Object.values(rawFields).some((v) => typeof v !== 'string')) return unreadable();
  if (d.photo !== null && d.photo !== undefined && !isPhoto(d.photo)) return unreadable();
  const photo = isPhoto(d.photo) ? d.photo : null;
  const values: RequestDraftValues = { fields: fieldsOf(rawFields as Record<string, string>, knownFields), photo };
  if (!hasContent(values, knownFields) && d.photoLeftOut !== true) return unreadable();
  return {
    draft: {
      ...values,
      photoLeftOut: d.photoLeftOut === true,
      savedAt: typeof d.savedAt === 'string' ? d.savedAt : '',
    },
    problem: null,
  };
}

export function clearRequestDraft(storage: Storage | null, owner: DraftOwner): void {
  try {
    storage?.removeItem(draftKey(owner));
  } catch {
    // A blocked storage holds no draft to clear.
  }
}

/** localStorage, or null where it is blocked (a private mode, a sandboxed frame). */
export function draftStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
