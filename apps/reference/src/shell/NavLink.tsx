import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

export interface NavLinkProps {
  href: string;
  className: string | ((active: boolean) => string);
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A header link that knows when it leads to the page shown (`aria-current="page"`): on its path or
 * one beneath it (My Account on any account page), home only on home.
 */
export function NavLink({ href, className, children, ...rest }: NavLinkProps) {
  const [pathname] = useLocation();
  const active = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      className={typeof className === 'function' ? className(active) : className}
      aria-current={active ? 'page' : undefined}
      {...rest}
    >
      {children}
    </Link>
  );
}
