import { defineModule } from '../../kernel/module.js';
import { MutationReceipt } from './mutation-receipt.entity.js';
import { MutationReceiptService } from './mutation-receipt.service.js';

declare module '../../kernel/services.js' {
  interface Services {
    mutationReceipts: MutationReceiptService;
  }
}

/** Receipts of destructive mutations, so that a retry after a lost answer succeeds as the first call did (`@RetrySafe()`). */
export const mutationReceiptModule = defineModule({
  name: 'mutation-receipt',
  entities: [MutationReceipt],
  services: () => ({ mutationReceipts: new MutationReceiptService() }),
});
