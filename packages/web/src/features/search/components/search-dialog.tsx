import { Badge, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Role, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchKind, searchKindsOf, type SearchResult } from '@paydesk/contract';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/api-error';
import { formatAmount } from '../../../shared/format/format-money.util';
import { shortId } from '../../../shared/format/short-id.util';
import type { MessageKey } from '../../../shared/i18n/translate';
import { useT } from '../../../shared/i18n/use-t';
import { AppModal } from '../../../shared/ui/app-modal';
import { FormError } from '../../../shared/ui/form-error';
import { useSearch } from '../api/search';
import { orderLink, requisiteLink, userLink } from '../model/search-links';

/** Typing settles for this long before the server is asked. */
const DEBOUNCE_MS = 250;

type Hit = { kind: SearchKind; key: string; href: string; content: ReactNode };

const HINTS: Record<string, MessageKey> = {
  'order,user,requisite': 'search.hint',
  'order,requisite': 'search.hintNoUsers',
  order: 'search.hintOrders',
};

const STATUS_COLORS: Record<SearchResult['orders'][number]['status'], string> = {
  new: 'blue',
  'in-progress': 'yellow',
  paid: 'green',
  done: 'teal',
  canceled: 'gray',
  dispute: 'orange',
};

/** The results as one list, in the order shown: orders, users, requisites. */
const hitsOf = (result: SearchResult | undefined, role: Role, t: ReturnType<typeof useT>): Hit[] => {
  if (!result) return [];
  const orders = result.orders.map((order): Hit => ({
    kind: 'order',
    key: order.guid,
    href: orderLink(order),
    content: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {formatAmount(order.fiat_money.amount)} {order.fiat_money.currency.code} · {t(`search.direction.${order.direction}`)}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {shortId(order.guid)} · {t('search.merchantOrderId', { id: order.merchant_order_id })}
          </Text>
        </Stack>
        <Badge size="sm" variant="light" color={STATUS_COLORS[order.status]} style={{ flexShrink: 0 }}>
          {t(`search.status.${order.status}`)}
        </Badge>
      </Group>
    ),
  }));
  const users = result.users.map((user): Hit => ({
    kind: 'user',
    key: user.uuid,
    href: userLink(user),
    content: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} truncate>
          {user.username}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {user.is_blocked ? (
            <Badge size="sm" variant="light" color="red">
              {t('search.blocked')}
            </Badge>
          ) : null}
          <Badge size="sm" variant="light" color="gray">
            {t(`users.type.${user.type}`)}
          </Badge>
        </Group>
      </Group>
    ),
  }));
  const requisites = result.requisites.map((requisite): Hit => ({
    kind: 'requisite',
    key: requisite.id,
    href: requisiteLink(requisite, role),
    content: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {requisite.name}
          </Text>
          {role === 'admin' ? (
            <Text size="xs" c="dimmed" truncate>
              {t('search.owner', { name: requisite.owner.username })}
            </Text>
          ) : null}
        </Stack>
        <Text size="sm" ff="monospace" style={{ flexShrink: 0 }}>
          •••• {requisite.last_digits}
        </Text>
      </Group>
    ),
  }));
  return [...orders, ...users, ...requisites];
};

type SearchDialogProps = { role: Role; onClose: () => void };

/**
 * The header search: one box, results grouped by kind; arrows move, Enter opens, a click opens.
 * What comes back is already scoped by the server to what the caller may see.
 */
export const SearchDialog = ({ role, onClose }: SearchDialogProps) => {
  const t = useT();
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const [active, setActive] = useState(0);
  const results = useSearch(debounced);
  const long = debounced.length >= SEARCH_MIN_LENGTH;
  const hits = long ? hitsOf(results.data, role, t) : [];
  const current = Math.min(active, Math.max(hits.length - 1, 0));

  const openHit = (hit: Hit | undefined) => {
    if (!hit) return;
    onClose();
    void navigate(hit.href);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      setActive((current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[current]);
    }
  };

  const status = () => {
    if (!long)
      return (
        <Text size="sm" c="dimmed">
          {t(HINTS[searchKindsOf(role).join(',')] ?? 'search.hintOrders')}
        </Text>
      );
    if (results.isError) return <FormError message={errorMessage(results.error, t('page.loadFailed'))} testId="search-error" />;
    if (results.isPending || (results.isPlaceholderData && results.isFetching)) {
      return (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('search.searching')}
          </Text>
        </Group>
      );
    }
    if (hits.length === 0) {
      return (
        <Text size="sm" c="dimmed" data-testid="search-nothing">
          {t('search.nothing', { query: debounced })}
        </Text>
      );
    }
    return null;
  };

  return (
    <AppModal opened onClose={onClose} title={t('search.title')} size="lg">
      <Stack gap="sm" data-testid="search-dialog">
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={keyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.title')}
          leftSection={<IconSearch size={16} />}
          maxLength={SEARCH_MAX_LENGTH}
          autoFocus
          data-autofocus
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-activedescendant={hits[current] ? `${listId}-${current}` : undefined}
          data-testid="search-input"
        />
        {status()}
        <Stack gap={4} id={listId} role="listbox" aria-label={t('search.title')}>
          {hits.map((hit, index) => (
            <Stack key={`${hit.kind}-${hit.key}`} gap={4}>
              {index === 0 || hits[index - 1]?.kind !== hit.kind ? (
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt={index === 0 ? 0 : 'xs'}>
                  {t(`search.kind.${hit.kind}`)}
                </Text>
              ) : null}
              <UnstyledButton
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === current}
                onClick={() => openHit(hit)}
                onMouseEnter={() => setActive(index)}
                p="xs"
                data-kind={hit.kind}
                data-testid="search-hit"
                style={{
                  borderRadius: 'var(--mantine-radius-sm)',
                  background: index === current ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                {hit.content}
              </UnstyledButton>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </AppModal>
  );
};
