import { Box, Tooltip } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The spec's requisite tooltips: they hide by themselves after 2 s and 100 ms after the pointer leaves. */
export const TOOLTIP_AUTO_HIDE_MS = 2000;
export const TOOLTIP_LEAVE_DELAY_MS = 100;

export const TimedTooltip = ({ label, children }: { label: ReactNode; children: ReactNode }) => {
  const [opened, setOpened] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const hideIn = (ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpened(false), ms);
  };
  const show = () => {
    setOpened(true);
    hideIn(TOOLTIP_AUTO_HIDE_MS);
  };

  return (
    <Tooltip label={label} opened={opened} withinPortal>
      <Box
        component="span"
        display="inline-flex"
        onMouseEnter={show}
        onMouseLeave={() => hideIn(TOOLTIP_LEAVE_DELAY_MS)}
        onFocus={show}
        onBlur={() => hideIn(TOOLTIP_LEAVE_DELAY_MS)}
      >
        {children}
      </Box>
    </Tooltip>
  );
};
