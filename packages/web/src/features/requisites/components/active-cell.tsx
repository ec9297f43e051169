import { Group, Select } from '@mantine/core';
import type { Requisite } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { useUpdateRequisite } from '../api/save-requisite';
import type { RequisiteScope } from '../model/requisite-types';
import { DotMark } from '../../../shared/ui/dot';

/** The active dot and its selector: the change is sent at once and undone when the server refuses it. */
export const ActiveCell = ({ scope, requisite }: { scope: RequisiteScope; requisite: Requisite }) => {
  const t = useT();
  const [active, setActive] = useState(requisite.is_active);
  const update = useUpdateRequisite({ silent: false });

  const change = (next: boolean) => {
    if (next === active) return;
    setActive(next);
    update.mutate({ scope, id: requisite.id, body: { is_active: next } }, { onError: () => setActive(!next) });
  };

  return (
    <Group gap={8} wrap="nowrap" data-testid="requisite-active" data-active={active}>
      <DotMark on={active} />
      <Select
        aria-label={t('requisites.activeOf', { name: requisite.name })}
        data={[
          { value: 'true', label: t('requisites.active') },
          { value: 'false', label: t('requisites.inactive') },
        ]}
        value={String(active)}
        onChange={(value) => value !== null && change(value === 'true')}
        allowDeselect={false}
        disabled={update.isPending}
        size="xs"
        w={96}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
};
