// Names, addresses, phones and notes of a Colombian gym's members, drawn from a seeded source.
import type { Gender, MemberDetails } from '@gym/domain';
import type { SeededRandom } from './seeded-random.js';

const FEMALE_NAMES = [
  'María',
  'Luz',
  'Ana',
  'Carolina',
  'Paola',
  'Daniela',
  'Valentina',
  'Sofía',
  'Camila',
  'Natalia',
  'Laura',
  'Diana',
  'Sandra',
  'Marcela',
  'Juliana',
  'Andrea',
  'Catalina',
  'Gloria',
  'Yolanda',
  'Lina',
  'Isabella',
  'Mariana',
  'Alejandra',
  'Claudia',
  'Adriana',
  'Paula',
  'Angie',
  'Yuliana',
  'Leidy',
  'Viviana',
];
const MALE_NAMES = [
  'Juan',
  'Carlos',
  'Andrés',
  'Luis',
  'Jorge',
  'Santiago',
  'Sebastián',
  'Alejandro',
  'Felipe',
  'Diego',
  'Camilo',
  'Julián',
  'Mateo',
  'Nicolás',
  'Óscar',
  'Jhon',
  'Édgar',
  'Fabián',
  'Hernán',
  'Iván',
  'David',
  'Daniel',
  'Miguel',
  'Javier',
  'Ricardo',
  'Mauricio',
  'Wilson',
  'Brayan',
  'Esteban',
  'Germán',
];
const SECOND_NAMES_FEMALE = ['Fernanda', 'Alejandra', 'Cristina', 'Patricia', 'Eugenia', 'José', 'Marcela'];
const SECOND_NAMES_MALE = ['Carlos', 'David', 'Esteban', 'José', 'Alberto', 'Felipe', 'Andrés'];
const SURNAMES = [
  'Rodríguez',
  'Gómez',
  'González',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'Sánchez',
  'Ramírez',
  'Pérez',
  'Díaz',
  'Muñoz',
  'Rojas',
  'Moreno',
  'Jiménez',
  'Vargas',
  'Castro',
  'Gutiérrez',
  'Álvarez',
  'Ruiz',
  'Ortiz',
  'Suárez',
  'Torres',
  'Valencia',
  'Quintero',
  'Restrepo',
  'Cardona',
  'Osorio',
  'Ospina',
  'Zapata',
  'Giraldo',
  'Arango',
  'Mejía',
  'Londoño',
  'Salazar',
  'Henao',
  'Castaño',
  'Agudelo',
  'Bedoya',
];
const STREET_KINDS = ['Calle', 'Carrera', 'Avenida', 'Transversal', 'Diagonal'];
const NEIGHBOURHOODS = [
  'Laureles',
  'Belén',
  'Envigado',
  'El Poblado',
  'Robledo',
  'Bello',
  'Itagüí',
  'Castilla',
  'Manrique',
  'Buenos Aires',
  'La América',
  'Sabaneta',
  'Aranjuez',
  'Boston',
  'Calasanz',
  'Estadio',
];
const MOBILE_PREFIXES = [
  '300',
  '301',
  '302',
  '304',
  '305',
  '310',
  '311',
  '312',
  '313',
  '314',
  '315',
  '316',
  '317',
  '318',
  '320',
  '321',
  '322',
  '323',
  '350',
];
const NOTES = [
  'Hipertensión controlada',
  'Lesión de rodilla derecha, evitar impacto',
  'Asma leve, trae inhalador',
  'Dolor lumbar ocasional',
  'Diabetes tipo 2',
  'Recomendado por médico: ejercicio moderado',
  'Operación de hombro en 2022',
];

export function personName(random: SeededRandom, gender: Gender): string {
  const first = random.pick(gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
  const second = random.chance(0.35)
    ? ` ${random.pick(gender === 'female' ? SECOND_NAMES_FEMALE : SECOND_NAMES_MALE)}`
    : '';
  return `${first}${second} ${random.pick(SURNAMES)} ${random.pick(SURNAMES)}`;
}

/** A Colombian mobile: 10 digits starting with 3, written as the front desk types it. */
export function mobilePhone(random: SeededRandom): string {
  const line = String(random.int(0, 9_999_999)).padStart(7, '0');
  const prefix = random.pick(MOBILE_PREFIXES);
  return random.chance(0.5) ? `${prefix}${line}` : `${prefix} ${line.slice(0, 3)} ${line.slice(3)}`;
}

export function streetAddress(random: SeededRandom): string {
  const street = `${random.pick(STREET_KINDS)} ${random.int(1, 120)}${random.chance(0.2) ? ' Sur' : ''}`;
  return `${street} # ${random.int(1, 99)}-${random.int(1, 99)}, ${random.pick(NEIGHBOURHOODS)}`;
}

export function medicalNotes(random: SeededRandom): string {
  return random.chance(0.15) ? random.pick(NOTES) : '';
}

/** A new member's details, born 16–65 years before `today`. */
export function newMemberDetails(random: SeededRandom, today: string): MemberDetails {
  const gender: Gender = random.chance(0.52) ? 'female' : 'male';
  const heightCm = Math.round(gender === 'female' ? random.normal(158, 6) : random.normal(171, 7));
  const bmi = Math.min(40, Math.max(17, random.normal(25, 3.5)));
  const weightKg = Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10;
  const year = Number(today.slice(0, 4)) - random.int(16, 65);
  const birthday = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  return {
    name: personName(random, gender),
    address: streetAddress(random),
    phone: mobilePhone(random),
    gender,
    birthday: random.chance(0.9) ? birthday : null,
    notes: medicalNotes(random),
    weightKg: random.chance(0.85) ? weightKg : null,
    heightCm: random.chance(0.85) ? heightCm : null,
  };
}
