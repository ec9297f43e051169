import { useOpenParam } from '../../../shared/list/open-param';
import { FlowPanel } from './flow-panel';
import { FlowsList } from './flows-list';

const FLOW_PARAM = 'flow';

/**
 * The flows table and, over it, the panel of the flow named in `?flow=` (so a reload keeps it
 * open); opening and closing it leave the list's page and filters in the address as they were.
 */
export const FlowsScreen = () => {
  const { openId, open, close } = useOpenParam(FLOW_PARAM);

  return (
    <>
      <FlowsList onOpen={open} onDeleted={(flowId) => flowId === openId && close()} />
      {openId ? <FlowPanel key={openId} flowId={openId} onClose={close} /> : null}
    </>
  );
};
