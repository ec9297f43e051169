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
  /**
   * How long a send the platform made may take to show in `usdtBalance`: a send completed this
   * long before a balance was read is still counted against it.
   */
  readonly settleSeconds: number;
  /** The USDT the address holds on chain now, in minor units (an address never used holds 0). */
  usdtBalance(address: string): Promise<bigint>;
};
