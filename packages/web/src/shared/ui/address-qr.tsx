import { Box, Image, Skeleton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';

const QR_SIZE = 140;

/**
 * A QR code of a deposit address (or a terminal's pairing code), for a phone's app to scan. Drawn here in the browser
 * (the qrcode package, loaded when first needed): the address never leaves for a QR service.
 */
export const AddressQr = ({ address, size = QR_SIZE, alt }: { address: string; size?: number; alt?: string }) => {
  const t = useT();
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(address, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (current) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch((error: unknown) => console.error('QR code failed', error));
    return () => {
      current = false;
    };
  }, [address]);

  return (
    <Box w={size} h={size} bg="white" p={4} style={{ borderRadius: 4, flex: 'none' }} data-testid="address-qr" data-address={address}>
      {source ? (
        <Image src={source} alt={alt ?? t('details.qrAlt', { address })} w={size - 8} h={size - 8} fit="contain" />
      ) : (
        <Skeleton w={size - 8} h={size - 8} />
      )}
    </Box>
  );
};
