import type { Terminal } from '@paydesk/contract';

export type TerminalFormValues = {
  name: string;
  requisites: string[];
  deposit_open: boolean;
  withdraw_open: boolean;
  auto_confirm: boolean;
};

/** A new terminal: the server opens pay-in and keeps pay-out closed (spec), so the form sends neither. */
export const newTerminalValues = (): TerminalFormValues => ({
  name: '',
  requisites: [],
  deposit_open: true,
  withdraw_open: false,
  auto_confirm: false,
});

export const valuesOfTerminal = (terminal: Terminal): TerminalFormValues => ({
  name: terminal.name,
  requisites: terminal.requisites.map((requisite) => requisite.id),
  deposit_open: terminal.deposit_open,
  withdraw_open: terminal.withdraw_open,
  auto_confirm: terminal.auto_confirm,
});

export const toCreateBody = (values: TerminalFormValues) => ({ name: values.name.trim(), requisites: values.requisites });

export const toUpdateBody = (values: TerminalFormValues) => ({
  ...toCreateBody(values),
  deposit_open: values.deposit_open,
  withdraw_open: values.withdraw_open,
  auto_confirm: values.auto_confirm,
});

/** The server names a refused requisite by its place in the list (`requisites.2`): the form shows it under the select. */
export const terminalFieldOf = (path: string) => (/^requisites\.\d+$/.test(path) ? 'requisites' : path);

/** The select's choices: the trader's requisites, and the terminal's own linked ones even when the list did not bring them. */
export const requisiteOptions = (
  choices: readonly { id: string; name: string }[],
  linked: readonly { id: string; name: string }[] = [],
) => {
  const byId = new Map<string, string>();
  for (const requisite of [...choices, ...linked]) if (!byId.has(requisite.id)) byId.set(requisite.id, requisite.name);
  return [...byId].map(([value, label]) => ({ value, label }));
};
