import { useState, type HTMLAttributes } from 'react';
import { avatar, image } from './Avatar.css';

/** @internal */
export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** "María González" → "MG"; "Juan P." → "JP"; one word → its first letter. */
function initialsOf(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/).filter(Boolean);
  if (first === undefined) return '?';
  const last = rest.at(-1) ?? '';
  return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('es-AR');
}

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the accessible name, and the initials when there is no picture. */
  name: string;
  /** Picture URL or data URL (profilePicture / userAvatar). When missing or broken, initials are shown. */
  src?: string | null;
  /**
   * Diameter.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Hide it from assistive technology when the name is written next to it.
   * @default false
   */
  decorative?: boolean;
}

/** A round picture of a person, or their initials on the brand colour. */
export function Avatar({ name, src, size, decorative = false, className, ...props }: AvatarProps) {
  // The picture that failed to load: a new `src` is tried again without resetting anything.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span {...props} {...a11y} className={[avatar({ size }), className].filter(Boolean).join(' ')}>
      {src && src !== brokenSrc ? (
        <img className={image} src={src} alt="" onError={() => setBrokenSrc(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
}
