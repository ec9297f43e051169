import { DISPUTE_FILES_MAX } from '@paydesk/contract';
import type { Db } from '../../../db/db';
import { AppError } from '../../../http/app-error';
import type { RequestContext } from '../../../http/request-context';
import { uuidv7 } from '../../../shared/ids';
import type { DisputeEvents } from '../dispute-events';
import { readEvidence, type EvidenceStore } from '../dispute-files';
import * as repo from '../disputes.repository';

/** True when the caller may see the dispute: an admin, its merchant, or the trader of its order. */
export const canSee = (dispute: { merchant_id: string; trader_id: string | null }, { actor }: RequestContext) =>
  actor.type === 'admin' || dispute.merchant_id === actor.id || dispute.trader_id === actor.id;

/**
 * While a dispute is open its trader answers (a comment, evidence), and its merchant or an admin
 * may add to it; at most DISPUTE_FILES_MAX files in all. Moves no money and leaves the order as it is.
 */
export const addEvidenceUseCase =
  (db: Db, store: EvidenceStore, events: DisputeEvents) =>
  async (id: string, body: { comment?: string; files: { name: string; content: string }[] }, context: RequestContext) => {
    if (body.comment === undefined && body.files.length === 0) throw new AppError('validation', {}, { comment: { key: 'required' } });
    const evidence = readEvidence(body.files);
    const keys = evidence.map((file) => store.keyOf(id, file.id));
    const visible = await repo.partiesOf(db, id);
    if (!visible || !canSee(visible, context)) throw new AppError('not_found');
    await Promise.all(evidence.map((file, i) => store.write(keys[i]!, file.bytes)));
    try {
      const dispute = await db.transaction(async (tx) => {
        const open = (await repo.findDispute(tx, id, true))!;
        if (open.status !== 'open') throw new AppError('dispute_closed', { status: open.status });
        if ((await repo.countFiles(tx, id)) + evidence.length > DISPUTE_FILES_MAX)
          throw new AppError('dispute_files_max', { max: DISPUTE_FILES_MAX });
        for (const [i, file] of evidence.entries()) {
          await repo.insertFile(tx, {
            id: file.id,
            dispute_id: id,
            file_name: file.name,
            content_type: file.contentType,
            size_bytes: file.bytes.length,
            sha256: file.sha256,
            storage_key: keys[i]!,
            uploaded_by: context.actor.id,
          });
        }
        const kind = evidence.length > 0 ? 'evidence' : 'comment';
        await repo.insertEntry(tx, { id: uuidv7(), disputeId: id, kind, authorId: context.actor.id, text: body.comment ?? null });
        return open;
      });
      void events.changed(dispute).catch(() => undefined);
    } catch (error) {
      await Promise.all(keys.map((key) => store.remove(key)));
      throw error;
    }
  };
