/** A transfer of USDT seen on chain towards one of our deposit addresses. */
export type ObservedTransfer = {
  txId: string;
  to: string;
  from: string | null;
  /** Minor units (USDT: 6 decimals). */
  amount: bigint;
  confirmations: number;
};

/**
 * Where deposits come from: a real chain API or the local simulator. It reports what it sees;
 * crediting, confirmation thresholds and idempotency are the deposit job's.
 */
export type ChainWatcher = {
  readonly name: string;
  /** Incoming transfers to `address`, skipping the transaction ids in `settled`. */
  incoming(address: string, settled: ReadonlySet<string>): Promise<ObservedTransfer[]>;
};
