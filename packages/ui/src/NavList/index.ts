export { NavList, type NavListItem, type NavListProps } from './NavList';
