import { useEffect, useState } from 'react';
import { imageUrl } from './marketplace.client';

/** Resolves a stored photo id to a URL after mount; undefined while loading, null if missing. */
export function useImageUrl(id: string | null | undefined): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(id ? undefined : null);
  useEffect(() => {
    if (!id) {
      setUrl(null);
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
