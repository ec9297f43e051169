/**
 * Where an order a notification was matched with opens: the orders history with its details
 * drawer (`open`). The drawer loads any order by its id, active or closed.
 */
export const orderLink = (orderGuid: string) => `/history?${new URLSearchParams({ open: orderGuid }).toString()}`;
