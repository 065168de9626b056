import { Schema, model, type ClientSession } from 'mongoose';

/**
 * Sign-in tickets that became a session, by ticket id: a ticket works once, in whichever app
 * process it comes back to. Each entry goes (TTL) once the ticket would have expired anyway.
 */
export interface UsedTicketDoc {
  _id: string;
  expiresAt: Date;
}

const usedTicketSchema = new Schema<UsedTicketDoc>({ _id: { type: String, required: true }, expiresAt: { type: Date, required: true } }, { collection: 'used_sign_in_tickets', versionKey: false });
usedTicketSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const UsedTicketModel = model<UsedTicketDoc>('UsedTicket', usedTicketSchema);

const DUPLICATE_KEY = 11000;

export async function ticketWasUsed(id: string): Promise<boolean> {
  return (await UsedTicketModel.exists({ _id: id })) !== null;
}

/**
 * Marks the ticket used, in the caller's transaction; false when it already was (the unique `_id`
 * decides between simultaneous requests, so only one of them turns it into a session).
 */
export async function useTicket(ticket: { id: string; expiresAt: Date }, session: ClientSession): Promise<boolean> {
  try {
    await UsedTicketModel.create([{ _id: ticket.id, expiresAt: ticket.expiresAt }], { session });
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === DUPLICATE_KEY) return false;
    throw error;
  }
}
