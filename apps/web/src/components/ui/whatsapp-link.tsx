import { buttonClass } from './button';

/**
 * A link that opens a WhatsApp chat with the agency (lib/whatsapp.ts builds its address). No script:
 * the browser reports the click itself to `ping` (Chromium and Safari; Firefox sends no pings).
 */
export function WhatsappLink({
  href,
  label,
  ping,
  tone = 'solid',
  size = 'roomy',
  className = '',
}: {
  href: string;
  label: string;
  ping?: string | undefined;
  /** `solid`: WhatsApp's green; `light`: white, over a picture. */
  tone?: 'solid' | 'light';
  /** `lg` beside a page's main actions. */
  size?: 'roomy' | 'lg';
  className?: string;
}) {
  const variant = tone === 'solid' ? 'whatsapp' : 'whatsappLight';
  return (
    <a
      href={href}
      ping={ping}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="whatsapp-link"
      className={buttonClass({
        variant,
        size,
        className: `inline-flex items-center justify-center gap-2 ${className}`,
      })}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.1 5.1 0 0 0 1.1 2.7 11.7 11.7 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.5-.3Z" />
      </svg>
      {label}
    </a>
  );
}
