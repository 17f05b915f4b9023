// The one public entry of @cg/ui. Each group keeps its own list while the library grows;
// every name is still exported explicitly from there.
export * from './blocks';
export * from './marketplace';
export * from './shell';
export { vars, sprinkles, tokens, breakpoints, type Sprinkles, type Tokens } from './theme';
// The person's picture in the settings (issue 32).
export {
  ProfilePictureField,
  type ProfilePictureFieldError,
  type ProfilePictureFieldProps,
  type ProfilePictureFieldStatus,
} from './ProfilePictureField/ProfilePictureField';
