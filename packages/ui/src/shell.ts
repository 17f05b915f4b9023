// The shell of @cg/ui: header and footer the site fills with its routes. The site wraps the app
// in @cg/ui's `RouterProvider` (navigate, useHref) to get client-side navigation for ui's links
// and react-aria's menu items alike; ui itself knows no router.
export { Footer, type FooterLink, type FooterLinkGroup, type FooterProps } from './Footer/Footer';
export {
  Header,
  preloadHeaderAccount,
  headerDefaultAccountLinks,
  headerSupportAccountLinks,
  type HeaderProps,
} from './Header/Header';
export type { HeaderLink, HeaderMessage, HeaderNotification, HeaderUser } from './Header/Header.types';
export {
  ConnectionBanner,
  connectionBannerStates,
  type ConnectionBannerProps,
  type ConnectionBannerState,
} from './ConnectionBanner/ConnectionBanner';
export { LoginRequiredNotice, type LoginRequiredNoticeProps } from './LoginRequiredNotice/LoginRequiredNotice';
