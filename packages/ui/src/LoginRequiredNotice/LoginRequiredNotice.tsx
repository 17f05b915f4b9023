import { useId } from 'react';
import { Card } from '../Card/Card';
import { Link } from '../Link/Link';
import * as s from './LoginRequiredNotice.css';

export interface LoginRequiredNoticeProps {
  /** Why there is nothing here ("Acceso Denegado", "Tu sesión expiró"). */
  title: string;
  /** What to do ("Debes iniciar sesión para acceder a tu cuenta."). */
  description: string;
  /** The login page, carrying the place to come back to (`/login?redirectTo=%2Fwallet`). */
  loginHref: string;
  /**
   * The registration page; `null` hides the link (someone whose session expired has an account).
   * @default '/registro'
   */
  registerHref?: string | null;
  /**
   * Heading level of the title, to fit the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * What an account page shows when nobody is logged in, or the session expired: why there is
 * nothing here and the way back in, instead of someone else's data or an empty page. A labelled
 * region, so it is reachable from the landmarks list.
 */
export function LoginRequiredNotice({
  title,
  description,
  loginHref,
  registerHref = '/registro',
  headingLevel = 2,
  className,
}: LoginRequiredNoticeProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card variant="sunken" padding="lg" gap="md" role="region" aria-labelledby={id} className={className}>
      <Heading id={id} className={s.title}>
        {title}
      </Heading>
      <p className={s.description}>{description}</p>
      <div className={s.actions}>
        <Link variant="button-primary" href={loginHref}>
          Iniciar Sesión
        </Link>
        {registerHref && (
          <Link variant="button-secondary" href={registerHref}>
            Registrarse
          </Link>
        )}
      </div>
    </Card>
  );
}
