import { lazy } from 'react';

// The users page shows a table first; its forms (zod schemas, fee editors), the details view and the
// standing dialogs load when one is opened. Each is rendered inside a `Suspense`.
export const CreateUserModal = lazy(() => import('./user-form-modal').then((module) => ({ default: module.CreateUserModal })));
export const EditUserModal = lazy(() => import('./user-form-modal').then((module) => ({ default: module.EditUserModal })));
export const UserDetailsModal = lazy(() => import('./user-details-modal').then((module) => ({ default: module.UserDetailsModal })));
export const BlockUserModal = lazy(() => import('./block-user-modal').then((module) => ({ default: module.BlockUserModal })));
export const UnblockUserModal = lazy(() => import('./unblock-user-modal').then((module) => ({ default: module.UnblockUserModal })));
export const TraderFlowsModal = lazy(() => import('./trader-flows-modal').then((module) => ({ default: module.TraderFlowsModal })));
