/** What other modules may use of requisites: who can take an order, the payment catalogue, the restriction rules. */
export { checkPaymentDetails, describeBank, describePaymentType, loadCatalogue, paymentTypes } from './payment-catalogue.service';
export {
  bankOfOption,
  claimRequisite,
  ownedRequisites,
  switchOffRequisites,
  usableRequisites,
  type OwnedRequisite,
  type UsableRequisite,
} from './requisite-directory.service';
export { describeRestriction, normalizeRestrictions, restrictionTypes } from './restrictions.service';
