import { innerApi } from '@paydesk/contract';
import type { RequisiteScope } from '../model/requisite-types';

const { requisites } = innerApi;

/** The same calls for admins (every trader's requisites) and traders (their own, under /trader). */
export const REQUISITE_ROUTES = {
  admin: {
    list: requisites.list,
    update: requisites.update,
    restrictions: requisites.restrictions,
    setRestrictions: requisites.setRestrictions,
  },
  trader: {
    list: requisites.myList,
    update: requisites.myUpdate,
    restrictions: requisites.myRestrictions,
    setRestrictions: requisites.mySetRestrictions,
  },
} as const satisfies Record<RequisiteScope, object>;
