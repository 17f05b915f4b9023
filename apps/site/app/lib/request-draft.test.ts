import { describe, expect, it } from 'vitest';
import {
  DRAFT_PHOTO_MAX_CHARS,
  GUEST_OWNER,
  clearRequestDraft,
  draftKey,
  forgetRequestDraft,
  loadRequestDraft,
  reopenRequestDraft,
  saveRequestDraft,
  type DraftPhoto,
} from './request-draft';

/** A Storage in memory; `quota` (characters of keys and values) makes setItem throw as a full one does. */
class MemoryStorage implements Storage {
  readonly map = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    const used = [...this.map].reduce((n, [k, v]) => (k === key ? n : n + k.length + v.length), 0);
    if (used + key.length + value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.map.set(key, value);
  }
}

const photo = (chars: number): DraftPhoto => ({
  dataUrl: `data:image/png;base64,${'A'.repeat(chars - 'data:image/png;base64,'.length)}`,
  name: 'auriculares.png',
  type: 'image/png',
  size: Math.round(chars * 0.75),
});

const typed = { productName: 'Auriculares Sony', estimatedPrice: '159,99', currency: 'EUR', reward: '30' };

describe('the publish form draft on this device', () => {
  it('keeps what was typed, with a photo under the cap, and gives it back', () => {
    const storage = new MemoryStorage();
    const small = photo(50_000);
    expect(saveRequestDraft(storage, 'u1', { fields: typed, photo: small })).toBe('saved');
    const loaded = loadRequestDraft(storage, 'u1');
    expect(loaded.problem).toBeNull();
    expect(loaded.draft).toMatchObject({ fields: typed, photo: small, photoLeftOut: false });
  });

  it('keeps one draft per account and one for the guest, apart', () => {
    const storage = new MemoryStorage();
    saveRequestDraft(storage, 'u1', { fields: { productName: 'De Ana' }, photo: null });
    saveRequestDraft(storage, GUEST_OWNER, { fields: { productName: 'Del invitado' }, photo: null });
    expect(loadRequestDraft(storage, 'u1').draft?.fields.productName).toBe('De Ana');
    expect(loadRequestDraft(storage, GUEST_OWNER).draft?.fields.productName).toBe('Del invitado');
    expect(loadRequestDraft(storage, 'u2').draft).toBeNull();
    clearRequestDraft(storage, 'u1');
    expect(loadRequestDraft(storage, 'u1').draft).toBeNull();
    expect(loadRequestDraft(storage, GUEST_OWNER).draft).not.toBeNull();
  });

  it('leaves out a photo over the cap and says so, keeping the rest', () => {
    const storage = new MemoryStorage();
    expect(saveRequestDraft(storage, 'u1', { fields: typed, photo: photo(DRAFT_PHOTO_MAX_CHARS + 1) })).toBe(
      'saved_without_photo',
    );
    expect(loadRequestDraft(storage, 'u1').draft).toMatchObject({ fields: typed, photo: null, photoLeftOut: true });
  });

  it('with no room for the photo keeps the fields; with no room at all saves nothing and does not throw', () => {
    const roomForText = new MemoryStorage(2_000);
    expect(saveRequestDraft(roomForText, 'u1', { fields: typed, photo: photo(50_000) })).toBe('saved_without_photo');
    expect(loadRequestDraft(roomForText, 'u1').draft).toMatchObject({ fields: typed, photoLeftOut: true });

    const full = new MemoryStorage(10);
    expect(saveRequestDraft(full, 'u1', { fields: typed, photo: null })).toBe('not_saved');
    expect(loadRequestDraft(full, 'u1')).toEqual({ draft: null, problem: null });
  });

  it('a blocked storage (none, or one whose every call throws) saves nothing and loads nothing, without throwing', () => {
    expect(saveRequestDraft(null, 'u1', { fields: typed, photo: null })).toBe('not_saved');
    expect(loadRequestDraft(null, 'u1')).toEqual({ draft: null, problem: null });
    const blocked = new MemoryStorage();
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    blocked.getItem = fail;
    blocked.setItem = fail;
    blocked.removeItem = fail;
    expect(saveRequestDraft(blocked, 'u1', { fields: typed, photo: null })).toBe('not_saved');
    expect(loadRequestDraft(blocked, 'u1')).toEqual({ draft: null, problem: null });
    expect(() => clearRequestDraft(blocked, 'u1')).not.toThrow();
  });

  it('something unreadable under the key is said, and the next save replaces it', () => {
    for (const raw of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ v: 99, fields: typed, photo: null }),
      JSON.stringify({ v: 1, fields: { productName: 3 }, photo: null }),
      JSON.stringify({ v: 1, fields: typed, photo: { dataUrl: 'javascript:alert(1)', name: 'x', type: 'x', size: 1 } }),
      JSON.stringify({ v: 1, fields: {}, photo: null }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(draftKey('u1'), raw);
      expect(loadRequestDraft(storage, 'u1'), raw).toEqual({ draft: null, problem: 'unreadable' });
      expect(saveRequestDraft(storage, 'u1', { fields: typed, photo: null }), raw).toBe('saved');
      expect(loadRequestDraft(storage, 'u1').draft?.fields, raw).toEqual(typed);
    }
  });

  it('an empty form is no draft: saving it removes the one there was', () => {
    const storage = new MemoryStorage();
    saveRequestDraft(storage, 'u1', { fields: typed, photo: null });
    expect(
      saveRequestDraft(storage, 'u1', { fields: { productName: '  ', currency: 'USD', reward: '25' }, photo: null }),
    ).toBe('empty');
    expect(storage.getItem(draftKey('u1'))).toBeNull();
  });

  it('keeps only the form’s own fields, each to a bounded length', () => {
    const storage = new MemoryStorage();
    saveRequestDraft(storage, 'u1', {
      fields: { productName: 'x'.repeat(20_000), editId: 'r1', __submission: 'k', notes: 'Negros' },
      photo: null,
    });
    const fields = loadRequestDraft(storage, 'u1').draft?.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['notes', 'productName']);
    expect(fields.productName).toHaveLength(5_000);
  });

  it('logout removes the account’s draft, and a save arriving after it keeps nothing until the form opens again', () => {
    const storage = new MemoryStorage();
    saveRequestDraft(storage, 'u9', { fields: typed, photo: null });
    saveRequestDraft(storage, GUEST_OWNER, { fields: typed, photo: null });
    forgetRequestDraft(storage, 'u9');
    expect(storage.getItem(draftKey('u9'))).toBeNull();
    expect(saveRequestDraft(storage, 'u9', { fields: typed, photo: null })).toBe('not_saved');
    expect(storage.getItem(draftKey('u9'))).toBeNull();
    expect(loadRequestDraft(storage, GUEST_OWNER).draft).not.toBeNull();
    reopenRequestDraft('u9');
    expect(saveRequestDraft(storage, 'u9', { fields: typed, photo: null })).toBe('saved');
  });
});
