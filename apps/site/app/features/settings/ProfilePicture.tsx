import { useFetcher, useRouteLoaderData } from '@remix-run/react';
import { ProfilePictureField } from '@cg/ui';
import type { SettingsResult } from './result';

/**
 * The person's picture: a chosen file is sent at once (multipart, to the `picture` intent), and
 * "Quitar foto" removes it. The picture shown is the root loader's, the header's own: both change
 * together when the action's revalidation brings the new one, and the field stays pending until
 * then (a fetcher's form data lasts through that reload).
 */
export function ProfilePicture({ name }: { name: string }) {
  const fetcher = useFetcher<SettingsResult>();
  const src = useRouteLoaderData<{ avatarSrc: string | null }>('root')?.avatarSrc ?? null;
  const sending = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent');
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return (
    <ProfilePictureField
      name={name}
      src={src}
      status={sending === 'picture' ? 'uploading' : sending === 'remove-picture' ? 'removing' : 'idle'}
      error={failure && { title: failure.title, description: failure.description }}
      onSelect={(file) => {
        const data = new FormData();
        data.set('intent', 'picture');
        data.set('image', file);
        fetcher.submit(data, { method: 'post', encType: 'multipart/form-data' });
      }}
      onRemove={() => fetcher.submit({ intent: 'remove-picture' }, { method: 'post' })}
    />
  );
}
