import { useQuery } from '@tanstack/react-query';
import { partnerSystemsQuery, usersOfTypeQuery } from '../../../shared/api/reference-queries';

/** Merchants or traders a flow can take: the first big page of that user type, as the spec asks. */
export const useFlowUsers = (type: 'merchant' | 'trader', { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...usersOfTypeQuery(type), enabled });

/** Partner payment systems that can serve a flow. */
export const usePartnerSystems = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...partnerSystemsQuery(), enabled });
