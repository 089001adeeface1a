import { Body, Container, Head, Hr, Html, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { Lang } from '@app/shared';

export interface MailLayoutProps {
  lang: Lang;
  /** The line mail programs show beside the subject. */
  preview: string;
  /** The agency's name and the reason the reader gets this e-mail, in the reader's language. */
  footer: string;
  children: ReactNode;
}

/** The frame of every alerts e-mail: language and direction (Arabic reads right to left), preview, footer. */
export function MailLayout({ lang, preview, footer, children }: MailLayoutProps) {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <Html lang={lang} dir={dir}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f6f8', fontFamily: 'Arial, Helvetica, sans-serif', margin: 0 }}>
        <Container style={{ backgroundColor: '#ffffff', maxWidth: 600, padding: '24px', direction: dir }}>
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e2e8f0', margin: '24px 0' }} />
          <Text style={{ color: '#64748b', fontSize: 12, lineHeight: '18px' }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
