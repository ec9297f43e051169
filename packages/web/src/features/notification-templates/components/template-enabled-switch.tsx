import { Switch } from '@mantine/core';
import type { NotificationTemplateItem } from '@paydesk/contract';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { useSetTemplateEnabled } from '../api/set-template-enabled';

/** Sent at once; goes back when the server refuses (its error in a notice). */
export const TemplateEnabledSwitch = ({ template }: { template: NotificationTemplateItem }) => {
  const t = useT();
  const [on, setOn] = useState(template.enabled);
  const set = useSetTemplateEnabled();
  const change = (next: boolean) => {
    setOn(next);
    set.mutate({ id: template.id, enabled: next }, { onError: () => setOn(!next) });
  };
  return (
    <Switch
      checked={on}
      onChange={(event) => change(event.currentTarget.checked)}
      disabled={set.isPending}
      aria-label={t('templates.switchOf', { id: template.id })}
      data-testid="template-enabled"
      data-on={on}
    />
  );
};
