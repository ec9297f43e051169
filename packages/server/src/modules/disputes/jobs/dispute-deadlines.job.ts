import type { Db } from '../../../db/db';
import { uuidv7 } from '../../../shared/ids';
import type { DisputeEvents } from '../dispute-events';
import * as repo from '../disputes.repository';

export const DISPUTE_DEADLINES_JOB = 'dispute-deadlines';
export const DISPUTE_DEADLINES_EVERY_MS = 60_000;

/**
 * Reminds a trader once when a dispute's deadline is near, and flags an unanswered dispute to the
 * admins once at its deadline (written in its story too). Answers how many it touched.
 */
export const watchDisputeDeadlines =
  (db: Db, events: DisputeEvents, reminderHours: number) =>
  async (limit = 100) => {
    const reminded = await db.transaction((tx) => repo.claimDueReminders(tx, reminderHours, limit));
    const overdue = await db.transaction(async (tx) => {
      const due = await repo.claimOverdue(tx, limit);
      for (const dispute of due)
        await repo.insertEntry(tx, { id: uuidv7(), disputeId: dispute.id, kind: 'overdue', authorId: null, text: null });
      return due;
    });
    // Told after the commit: a failed publication loses a nudge, never a flag.
    await Promise.all([...reminded.map((dispute) => events.reminder(dispute)), ...overdue.map((dispute) => events.overdue(dispute))]).catch(
      () => undefined,
    );
    return reminded.length + overdue.length;
  };
