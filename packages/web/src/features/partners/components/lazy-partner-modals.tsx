import { lazy } from 'react';

// The partners page shows its table first; the form (the contract's zod schema) loads when opened, inside a `Suspense`.
export const AddPartnerModal = lazy(() => import('./add-partner-modal').then((module) => ({ default: module.AddPartnerModal })));
