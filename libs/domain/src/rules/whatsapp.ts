// WhatsApp reminders (issue 10): Colombian mobile numbers become wa.me links with a message.

/**
 * The number as wa.me wants it (country code, digits only) for a Colombian mobile: 10 digits
 * starting with 3, or the same already prefixed with 57. Anything else (a landline) → null.
 */
export function colombianMobileNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^3\d{9}$/.test(digits)) return `57${digits}`;
  if (/^573\d{9}$/.test(digits)) return digits;
  return null;
}

/** `https://wa.me/<number>?text=…`, or null when the phone is not a Colombian mobile. */
export function whatsappLink(phone: string, text: string): string | null {
  const number = colombianMobileNumber(phone);
  return number === null ? null : `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}
