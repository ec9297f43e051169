import { useSearchParams } from 'react-router';
import { FlowPanel } from './flow-panel';
import { FlowsList } from './flows-list';

const FLOW_PARAM = 'flow';

/** The flows table and, over it, the panel of the flow named in `?flow=` (so a reload keeps it open). */
export const FlowsScreen = () => {
  const [params, setParams] = useSearchParams();
  const openId = params.get(FLOW_PARAM);
  const open = (flowId: string) => setParams({ [FLOW_PARAM]: flowId });
  const close = () => setParams({});

  return (
    <>
      <FlowsList onOpen={open} onDeleted={(flowId) => flowId === openId && close()} />
      {openId ? <FlowPanel key={openId} flowId={openId} onClose={close} /> : null}
    </>
  );
};
