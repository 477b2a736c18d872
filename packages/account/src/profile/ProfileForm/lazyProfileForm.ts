import { lazy } from 'react';

// The form brings react-hook-form and zod: the profile page loads them when the shopper asks to
// edit (or points at Edit), not with the page.
export const loadProfileForm = () => import('./ProfileForm');

export const LazyProfileForm = /* @__PURE__ */ lazy(async () => ({ default: (await loadProfileForm()).ProfileForm }));
