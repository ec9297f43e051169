import { Switch } from '@mantine/core';
import type { Terminal } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { useSetTerminalMode } from '../api/set-terminal-mode';

type ModeSwitchProps = { terminal: Terminal; direction: 'pay_in' | 'pay_out' };

/** Pay-in or pay-out of a terminal: sent at once, and back where it was when the server refuses (its error in a notice). */
export const ModeSwitch = ({ terminal, direction }: ModeSwitchProps) => {
  const t = useT();
  const [on, setOn] = useState(direction === 'pay_in' ? terminal.deposit_open : terminal.withdraw_open);
  const mode = useSetTerminalMode();
  const label = direction === 'pay_in' ? t('terminals.payIn') : t('terminals.payOut');

  const change = (next: boolean) => {
    setOn(next);
    mode.mutate({ id: terminal.guid, direction, is_enabled: next }, { onError: () => setOn(!next) });
  };

  return (
    <Switch
      size="xs"
      label={label}
      checked={on}
      onChange={(event) => change(event.currentTarget.checked)}
      disabled={mode.isPending}
      aria-label={t('terminals.modeOf', { mode: label, name: terminal.name })}
      data-testid={`terminal-mode-${direction}`}
      data-on={on}
    />
  );
};
