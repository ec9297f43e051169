import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../shared/i18n/use-t';
import { isOrderSoundOn, playOrderSound, setOrderSoundOn } from '../model/order-sound';

/** The trader's switch for the sound of a new order; kept on this device. */
export const OrderSoundToggle = () => {
  const t = useT();
  const [on, setOn] = useState(isOrderSoundOn);
  return (
    <Switch
      label={t('orders.sound.label')}
      checked={on}
      onChange={(event) => {
        const next = event.currentTarget.checked;
        setOrderSoundOn(next);
        setOn(next);
        // Turning it on plays it once: the user hears what to expect, and the browser allows sound from now on.
        if (next) playOrderSound();
      }}
      data-testid="order-sound-toggle"
    />
  );
};
