import type { HTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as s from './Footer.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

/** The spec's footer links, grouped (spec §2, Shell). The site may pass its own. */
const footerDefaultGroups: readonly FooterLinkGroup[] = [
  {
    title: 'Plataforma',
    links: [
      { label: 'Quiero un producto', href: '/comprador' },
      { label: 'Gana dinero viajando', href: '/viajero' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { label: 'Preguntas frecuentes', href: '/faq' },
      { label: 'Contacto', href: '/contact' },
      { label: 'Sobre nosotros', href: '/about-us' },
      { label: 'Blog', href: '/blog' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Términos y condiciones', href: '/terms' },
      { label: 'Política de privacidad', href: '/privacy-policy' },
    ],
  },
];

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Year of the copyright line; passed in so screenshots and SSR stay stable. */
  year: number;
  /** Link groups; hrefs are resolved by the site's react-aria `RouterProvider`. @default footerDefaultGroups */
  groups?: readonly FooterLinkGroup[];
  /** The social link (opens in a new tab). @default 'https://www.instagram.com/' */
  socialHref?: string;
  /** Name of the social network. @default 'Instagram' */
  socialLabel?: string;
  /** The placeholder Twitter button (the site toasts that it is not available yet); hidden without it. */
  onTwitterPress?: () => void;
  /** Brand name. @default 'Conexión Global' */
  brand?: string;
  /** Line under the brand. @default 'Tu puerta al mundo' */
  tagline?: string;
}

/** The site footer: brand, link groups, social links and the copyright line. */
export function Footer({
  year,
  groups = footerDefaultGroups,
  socialHref = 'https://www.instagram.com/',
  socialLabel = 'Instagram',
  onTwitterPress,
  brand = 'Conexión Global',
  tagline = 'Tu puerta al mundo',
  className,
  ...props
}: FooterProps) {
  return (
    <footer {...props} className={[s.root, className].filter(Boolean).join(' ')}>
      <div className={s.inner}>
        <div className={s.brandBlock}>
          <p className={s.brand}>{brand}</p>
          <p className={s.tagline}>{tagline}</p>
          <div className={s.social}>
            <Link href={socialHref} isExternal variant="standalone">
              {socialLabel}
            </Link>
            {onTwitterPress && (
              <Button variant="ghost" size="sm" onPress={onTwitterPress}>
                Twitter
              </Button>
            )}
          </div>
        </div>
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title} className={s.group}>
            <p className={s.groupTitle}>{group.title}</p>
            <ul className={s.list}>
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} variant="subtle">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className={s.copyright}>
        © {year} {brand}. Todos los derechos reservados.
      </p>
    </footer>
  );
}
