import { Modal } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { useIsMobile } from './use-is-mobile';

/** A click outside right after opening is usually the click that opened it. */
const OUTSIDE_CLICK_GRACE_MS = 100;
/** Below the app header (z-index 100), so a blocked user can still log out or switch language. */
const BLOCKING_Z_INDEX = 99;

type AppModalProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** `wide` for tables with many columns: as wide as the screen allows, up to 1,180 px. */
  size?: 'sm' | 'md' | 'lg' | 'xl' | 'wide';
  /** A blocking modal has no close button and ignores Escape and outside clicks. */
  blocking?: boolean;
  children: ReactNode;
};

export const AppModal = ({ opened, onClose, title, size = 'md', blocking = false, children }: AppModalProps) => {
  const [outsideClickReady, setOutsideClickReady] = useState(false);
  const isMobile = useIsMobile();
  const t = useT();

  // Most modals are unmounted rather than closed, which Mantine's returnFocus never sees: the
  // element that opened this one gets the focus back, unless the page moved it somewhere on purpose.
  useEffect(() => {
    if (!opened) return undefined;
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      window.setTimeout(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (opener?.isConnected && lost) opener.focus();
      }, 0);
    };
  }, [opened]);

  useEffect(() => {
    if (!opened) return undefined;
    const timer = window.setTimeout(() => setOutsideClickReady(true), OUTSIDE_CLICK_GRACE_MS);
    return () => {
      window.clearTimeout(timer);
      setOutsideClickReady(false);
    };
  }, [opened]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size === 'wide' ? 'min(1180px, calc(100vw - 32px))' : size}
      centered
      // Phones get the whole screen; a blocking modal stays under the header so logout remains reachable.
      fullScreen={isMobile && !blocking}
      withCloseButton={!blocking}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      closeOnEscape={!blocking}
      closeOnClickOutside={!blocking && outsideClickReady}
      zIndex={blocking ? BLOCKING_Z_INDEX : undefined}
      trapFocus={!blocking}
      styles={{ title: { fontWeight: 600, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Modal>
  );
};
