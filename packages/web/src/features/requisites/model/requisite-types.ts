import type { innerApi, ResponseOf } from '@paydesk/contract';

export type PaymentType = ResponseOf<typeof innerApi.requisites.paymentTypes>[number];
export type PaymentOption = ResponseOf<typeof innerApi.requisites.paymentOptions>[number];

/** Admins manage every trader's requisites under /requisite; a trader their own under /trader/requisite. */
export type RequisiteScope = 'admin' | 'trader';
