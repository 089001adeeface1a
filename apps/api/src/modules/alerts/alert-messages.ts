import type { AlertReason, Lang, SavedSearchKind } from '@app/shared';

/**
 * The alert e-mail's words in the three languages of the site (en, de, ar). Numbers and prices are written
 * by the callers (formatMoney: en-US digits on every page, as the site shows them).
 */
export interface AlertMessages {
  subject(kind: SavedSearchKind, units: number): string;
  preview(kind: SavedSearchKind, units: number): string;
  heading(kind: SavedSearchKind): string;
  intro(kind: SavedSearchKind, units: number): string;
  reason: Record<AlertReason, string>;
  /** A price drop in the listing's own currency: from, to, the share in whole per cent. */
  reduced(from: string, to: string, percent: number): string;
  price(amount: string): string;
  viewListing: string;
  more(count: number): string;
  openSearch(kind: SavedSearchKind): string;
  manage: string;
  unsubscribe: string;
  footer(kind: SavedSearchKind): string;
}

const en: AlertMessages = {
  subject: (kind, n) =>
    kind === 'shortlist'
      ? n === 1
        ? 'A unit on your shortlist changed'
        : `${n} units on your shortlist changed`
      : n === 1
        ? 'A new match for your saved search'
        : `${n} new matches for your saved search`,
  preview: (kind, n) =>
    kind === 'shortlist' ? `Price drops and sales among ${n} of your units` : `${n} listings match your search`,
  heading: (kind) => (kind === 'shortlist' ? 'News about your shortlist' : 'New matches for your saved search'),
  intro: (kind, n) =>
    kind === 'shortlist'
      ? `${n === 1 ? 'One unit' : `${n} units`} you shortlisted changed since our last e-mail.`
      : `${n === 1 ? 'One listing matches' : `${n} listings match`} your search since our last e-mail.`,
  reason: { new: 'New listing', price_drop: 'Price reduced', back_on_market: 'Back on the market', sold: 'Sold' },
  reduced: (from, to, percent) => `Reduced from ${from} to ${to} (−${percent}%)`,
  price: (amount) => `Price: ${amount}`,
  viewListing: 'View the listing',
  more: (n) => (n === 1 ? 'and 1 more' : `and ${n} more`),
  openSearch: (kind) => (kind === 'shortlist' ? 'Open your shortlist' : 'See every match of your search'),
  manage: 'Manage your alerts',
  unsubscribe: 'Unsubscribe',
  footer: (kind) =>
    `Red Sea Resale. You get this e-mail because you asked us, and confirmed, to tell you about ${
      kind === 'shortlist' ? 'changes to your shortlist' : 'new listings for this search'
    }. Change how often or stop at any time with the links above.`,
};

const de: AlertMessages = {
  subject: (kind, n) =>
    kind === 'shortlist'
      ? n === 1
        ? 'Eine Einheit auf Ihrer Merkliste hat sich geändert'
        : `${n} Einheiten auf Ihrer Merkliste haben sich geändert`
      : n === 1
        ? 'Ein neuer Treffer für Ihre gespeicherte Suche'
        : `${n} neue Treffer für Ihre gespeicherte Suche`,
  preview: (kind, n) =>
    kind === 'shortlist'
      ? `Preissenkungen und Verkäufe bei ${n} Ihrer Einheiten`
      : `${n} Angebote passen zu Ihrer Suche`,
  heading: (kind) => (kind === 'shortlist' ? 'Neues zu Ihrer Merkliste' : 'Neue Treffer für Ihre gespeicherte Suche'),
  intro: (kind, n) =>
    kind === 'shortlist'
      ? `${n === 1 ? 'Eine Einheit' : `${n} Einheiten`} auf Ihrer Merkliste ${
          n === 1 ? 'hat' : 'haben'
        } sich seit unserer letzten E-Mail geändert.`
      : `${n === 1 ? 'Ein Angebot passt' : `${n} Angebote passen`} seit unserer letzten E-Mail zu Ihrer Suche.`,
  reason: {
    new: 'Neues Angebot',
    price_drop: 'Preis gesenkt',
    back_on_market: 'Wieder auf dem Markt',
    sold: 'Verkauft',
  },
  reduced: (from, to, percent) => `Gesenkt von ${from} auf ${to} (−${percent} %)`,
  price: (amount) => `Preis: ${amount}`,
  viewListing: 'Zum Angebot',
  more: (n) => (n === 1 ? 'und 1 weiteres' : `und ${n} weitere`),
  openSearch: (kind) => (kind === 'shortlist' ? 'Ihre Merkliste öffnen' : 'Alle Treffer Ihrer Suche ansehen'),
  manage: 'Benachrichtigungen verwalten',
  unsubscribe: 'Abmelden',
  footer: (kind) =>
    `Red Sea Resale. Sie erhalten diese E-Mail, weil Sie uns gebeten und bestätigt haben, Sie über ${
      kind === 'shortlist' ? 'Änderungen Ihrer Merkliste' : 'neue Angebote zu dieser Suche'
    } zu informieren. Über die Links oben können Sie die Häufigkeit jederzeit ändern oder die Benachrichtigung beenden.`,
};

const ar: AlertMessages = {
  subject: (kind, n) =>
    kind === 'shortlist'
      ? n === 1
        ? 'تغيّرت وحدة في قائمتك المختصرة'
        : `تغيّرت ${n} وحدات في قائمتك المختصرة`
      : n === 1
        ? 'نتيجة جديدة لبحثك المحفوظ'
        : `${n} نتائج جديدة لبحثك المحفوظ`,
  preview: (kind, n) => (kind === 'shortlist' ? `تخفيضات أسعار ومبيعات في ${n} من وحداتك` : `${n} عروض تطابق بحثك`),
  heading: (kind) => (kind === 'shortlist' ? 'مستجدات قائمتك المختصرة' : 'نتائج جديدة لبحثك المحفوظ'),
  intro: (kind, n) =>
    kind === 'shortlist'
      ? `${n === 1 ? 'تغيّرت وحدة واحدة' : `تغيّرت ${n} وحدات`} من قائمتك المختصرة منذ رسالتنا الأخيرة.`
      : `${n === 1 ? 'يطابق عرض واحد' : `يطابق ${n} عروض`} بحثك منذ رسالتنا الأخيرة.`,
  reason: { new: 'عرض جديد', price_drop: 'تم تخفيض السعر', back_on_market: 'عاد إلى السوق', sold: 'تم البيع' },
  reduced: (from, to, percent) => `خُفّض من ${from} إلى ${to} (−${percent}٪)`,
  price: (amount) => `السعر: ${amount}`,
  viewListing: 'عرض الوحدة',
  more: (n) => (n === 1 ? 'وعرض آخر' : `و${n} عروض أخرى`),
  openSearch: (kind) => (kind === 'shortlist' ? 'افتح قائمتك المختصرة' : 'شاهد كل نتائج بحثك'),
  manage: 'إدارة التنبيهات',
  unsubscribe: 'إلغاء الاشتراك',
  footer: (kind) =>
    `Red Sea Resale. تصلك هذه الرسالة لأنك طلبت منا، وأكدت طلبك، إبلاغك ${
      kind === 'shortlist' ? 'بتغييرات قائمتك المختصرة' : 'بالعروض الجديدة لهذا البحث'
    }. يمكنك تغيير عدد مرات الإرسال أو إيقافه في أي وقت عبر الروابط أعلاه.`,
};

export const ALERT_MESSAGES: Record<Lang, AlertMessages> = { en, de, ar };
