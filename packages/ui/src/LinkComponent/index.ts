export { LinkComponentProvider, useLinkComponent, type LinkComponent, type LinkComponentProps } from './LinkComponent';
export { NavigationLink } from './NavigationLink';
