// A `users` document of the original product and its linked documents, for the specs that read
// one into a member; and the two outcomes of a reading, unwrapped.
import { DEFAULT_PLAN_PRICES } from '@gym/domain';
import type { SourceDocument } from '../firestore-export.read.js';
import type { LinkedDocuments, MemberReading } from '../firestore-member.read.js';
import type { LegacyMember } from '../legacy-member.js';

export const BOGOTA = 'America/Bogota';
export const PRICES = DEFAULT_PLAN_PRICES;
export const none: LinkedDocuments = { bodyCompositions: [], attendances: [] };

export const user = (fields: Record<string, unknown> = {}): SourceDocument => ({
  collection: 'users',
  id: 'u1',
  fields: {
    nombre: 'Ana Pérez',
    direccion: 'Calle 10',
    telefono: '3001234567',
    plan: 'Mensualidad',
    precioPlan: 80000,
    pagoRealizado: 80000,
    debe: 0,
    fechaIngreso: '2026-02-15',
    fechaVencimiento: '2026-03-15',
    genero: 'Femenino',
    ...fields,
  },
});

export const linkedDoc = (
  collection: 'attendances' | 'bodyCompositions',
  id: string,
  fields: Record<string, unknown>,
): SourceDocument => ({
  collection,
  id,
  fields: { userId: 'u1', ...fields },
});

export function member(reading: MemberReading): LegacyMember {
  if (!reading.ok) throw new Error(`Not imported: ${reading.problems.join('; ')}`);
  return reading.member;
}

export function problems(reading: MemberReading): readonly string[] {
  if (reading.ok) throw new Error('Imported, though a problem was expected');
  return reading.problems;
}
