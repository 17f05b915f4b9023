import { useEffect, useState } from 'react';
import { imageUrl } from './marketplace.client';

/**
 * Resolves a stored photo id to a URL after mount; undefined while loading, null if missing. A
 * data URL (a picture the static demo stored before pictures were uploads) is its own URL.
 */
export function useImageUrl(id: string | null | undefined): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(id ? (id.startsWith('data:') ? id : undefined) : null);
  useEffect(() => {
    if (!id) {
      setUrl(null);
      return;
    }
    if (id.startsWith('data:')) {
      setUrl(id);
      return;
    }
    let live = true;
    void imageUrl(id).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [id]);
  return url;
}
