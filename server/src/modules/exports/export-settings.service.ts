/** The Export Settings dialog's values, saved per administrator (spec section 3, Export settings). */
import { Types } from 'mongoose';
import { z } from 'zod';
import { parseInput } from '../../core/validation.js';
import { requireStaff, type Actor } from '../../core/actor.js';
import { ExportSettingsModel, type ExportSettingsDoc } from './export-settings.model.js';
import { DATE_FORMATS, EXPORT_FORMATS, EXPORT_MESSAGES } from './export.options.js';

const ExportSettingsInput = z.object({
  format: z.string().refine((f) => (EXPORT_FORMATS as readonly string[]).includes(f), { error: (i) => EXPORT_MESSAGES.unsupportedFormat(String(i.input)) }),
  includeHeaders: z.boolean({ error: 'Include Headers must be true or false' }),
  dateFormat: z.enum(DATE_FORMATS, { error: `Date format must be one of ${DATE_FORMATS.join(', ')}` }),
  includeMetadata: z.boolean({ error: 'Include Metadata must be true or false' }),
  compression: z.boolean({ error: 'Compression must be true or false' }),
  filename: z
    .string()
    .trim()
    .max(120, { error: 'Filename must be at most 120 characters' })
    .regex(/^[\p{L}\p{N} ._-]*$/u, { error: 'Filename may use letters, digits, spaces, dots, dashes and underscores only' })
    .nullish()
    .transform((v) => v || null),
});

export async function getMyExportSettings(actor: Actor | null): Promise<ExportSettingsDoc | null> {
  const user = requireStaff(actor);
  return ExportSettingsModel.findById(user.id).lean();
}

export async function saveMyExportSettings(actor: Actor | null, raw: unknown): Promise<ExportSettingsDoc> {
  const user = requireStaff(actor);
  const data = parseInput(ExportSettingsInput, raw);
  const saved = await ExportSettingsModel.findOneAndUpdate({ _id: new Types.ObjectId(user.id) }, { $set: data }, { upsert: true, returnDocument: 'after' }).lean();
  return saved;
}
