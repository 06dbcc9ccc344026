// A WhatsApp reminder (issue 10): a link to wa.me with the message filled in, for a Colombian
// mobile; nothing at all for a landline or any other number.
import { Button } from '@mantine/core';
import { message, whatsappLink } from '@gym/domain';

interface WhatsAppButtonProps {
  readonly phone: string;
  readonly text: string;
  /** Whom it writes to, for the accessible name ('Enviar WhatsApp a Ana Gómez'). */
  readonly name: string;
  /** Also done when it is pressed (R50: the reminder is marked 'Enviado'); the chat opens either way. */
  readonly onClick?: () => void;
}

export function WhatsAppButton({ phone, text, name, onClick }: WhatsAppButtonProps) {
  const href = whatsappLink(phone, text);
  if (href === null) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      onClick={onClick}
      // 26 px high: side by side in a list, smaller buttons were too close to tap apart (WCAG 2.5.8).
      size="compact-sm"
      // Never narrower than its word: beside a long name or date on a phone it was cut to 'WhatsAp' (issue 41).
      style={{ flexShrink: 0 }}
      variant="light"
      color="green"
      title={message('WHATSAPP.SEND')}
      aria-label={message('WHATSAPP.SEND_TO', { nombre: name })}
      data-testid="whatsapp-link"
    >
      {message('WHATSAPP.BUTTON')}
    </Button>
  );
}
