import { IconBuildingBank, IconCash, IconCreditCard, IconDeviceMobile, type Icon } from '@tabler/icons-react';
import { useState } from 'react';

const ICON_SIZE = 20;

/** Drawn here by slug when the type's image does not load. */
const ICONS: Record<string, Icon> = { card: IconCreditCard, sbp: IconDeviceMobile, phone: IconDeviceMobile, account: IconBuildingBank };

type PaymentTypeIconProps = { type: { slug: string; image: { url: string } } };

export const PaymentTypeIcon = ({ type }: PaymentTypeIconProps) => {
  const [failed, setFailed] = useState(false);
  if (failed || !type.image.url) {
    const Fallback = ICONS[type.slug] ?? IconCash;
    return <Fallback size={ICON_SIZE} aria-hidden data-icon={type.slug} style={{ flexShrink: 0 }} />;
  }
  return (
    <img
      src={type.image.url}
      alt=""
      width={ICON_SIZE}
      height={ICON_SIZE}
      style={{ flexShrink: 0 }}
      onError={() => setFailed(true)}
      onLoad={(event) => event.currentTarget.naturalWidth === 0 && setFailed(true)}
    />
  );
};
