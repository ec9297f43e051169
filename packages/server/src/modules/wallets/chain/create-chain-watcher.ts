import type { Config } from '../../../config';
import type { Db } from '../../../db/db';
import { firstAddressOfUsername } from '../wallets.repository';
import type { ChainWatcher } from './chain-watcher';
import { createSimulatorWatcher } from './simulated-chain';
import { createTronGridWatcher } from './trongrid.watcher';

export const createChainWatcher = (config: Config, db: Db): ChainWatcher =>
  config.chainWatcher === 'trongrid'
    ? createTronGridWatcher({ baseUrl: config.tronGridUrl, apiKey: config.tronGridApiKey, contract: config.usdtContract })
    : createSimulatorWatcher({
        dataDir: config.dataDir,
        blockMs: config.simulatorBlockMs,
        addressOfUser: (username) => firstAddressOfUsername(db, username),
      });
