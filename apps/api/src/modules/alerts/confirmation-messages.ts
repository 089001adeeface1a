import {
  ALERT_CONSENT_VERSION,
  type AlertFrequency,
  type Lang,
  type PriceBand,
  type Region,
  UNCONFIRMED_SEARCH_DAYS,
  type UnitCategory,
  type UnitKind,
} from '@app/shared';

/**
 * The confirmation e-mail's words in the site's three languages (templates/confirmation.tsx). The footer
 * names who sends it, why, and the version of the consent text the visitor agreed to (ALERT_CONSENT_VERSION).
 */
export interface ConfirmationMessages {
  subject: { search: string; shortlist: string };
  preview: string;
  greeting: string;
  intro: { search: string; shortlist: (units: number) => string };
  savedHeading: string;
  frequencyLabel: string;
  frequency: Record<AlertFrequency, string>;
  filtersLabel: string;
  allListings: string;
  unitsLabel: string;
  button: { search: string; shortlist: string };
  linkFallback: string;
  nothingUntilConfirmed: string;
  expires: string;
  notYou: string;
  footer: string;
  filters: FilterWords;
}

/** What a saved search's filters read as (canonicalSavedQuery's keys; sort and status are not summed up). */
export interface FilterWords {
  location: Record<Region, string>;
  type: Record<UnitCategory, string>;
  kind: Record<UnitKind, string>;
  priceBand: Record<PriceBand, string>;
  bedrooms: (n: number) => string;
  privateOnly: string;
  compoundsOnly: string;
  ready: string;
  paymentPlan: string;
  area: string;
  box: string;
  search: (text: string) => string;
  project: (slug: string) => string;
}

const days = UNCONFIRMED_SEARCH_DAYS;

export const CONFIRMATION_MESSAGES: Record<Lang, ConfirmationMessages> = {
  en: {
    subject: {
      search: 'Please confirm your property alert',
      shortlist: 'Please confirm: tell me if these change',
    },
    preview: 'One click and we will e-mail you new matches.',
    greeting: 'Hello,',
    intro: {
      search:
        'You asked Red Sea Resale to e-mail you new listings, price drops and listings back on the market for this search:',
      shortlist: (units) =>
        units === 1
          ? 'You asked Red Sea Resale to tell you if this unit on your shortlist changes (a price drop, or when it is sold):'
          : `You asked Red Sea Resale to tell you if these ${units} units on your shortlist change (a price drop, or when one is sold):`,
    },
    savedHeading: 'What you saved',
    frequencyLabel: 'How often',
    frequency: {
      instant: 'Straight away, as it happens',
      daily: 'Once a day, at 08:00 (Egypt time)',
      weekly: 'Once a week, on Mondays at 08:00 (Egypt time)',
    },
    filtersLabel: 'Search',
    allListings: 'All listings',
    unitsLabel: 'Units',
    button: { search: 'Confirm my alert', shortlist: 'Tell me if these change' },
    linkFallback: 'If the button does not work, open this link:',
    nothingUntilConfirmed: 'We send you nothing until you confirm.',
    expires: `The link works for ${days} days. After that, the request is deleted.`,
    notYou:
      'If you did not ask for this, ignore this e-mail: we send you nothing, and your address is deleted with the request.',
    footer: `Red Sea Resale, El Kawther, Sheraton Road, Hurghada, Egypt. You get this e-mail because your address was entered on our website to receive property alerts (consent text version ${ALERT_CONSENT_VERSION}).`,
    filters: {
      location: { hurghada: 'Hurghada', 'el-gouna': 'El Gouna', 'sahl-hasheesh': 'Sahl Hasheesh' },
      type: { studio: 'Studio', '1-bedroom': '1 bedroom', '2-bedroom': '2 bedrooms', '3-bedroom': '3 bedrooms' },
      kind: {
        studio: 'Studio',
        apartment: 'Apartment',
        chalet: 'Chalet',
        villa: 'Villa',
        penthouse: 'Penthouse',
        duplex: 'Duplex',
        townhouse: 'Townhouse',
      },
      priceBand: {
        'under-200k': 'Under $200K',
        '200k-400k': '$200K to $400K',
        '400k-600k': '$400K to $600K',
        'over-600k': 'Over $600K',
      },
      bedrooms: (n) => (n === 1 ? '1 bedroom' : `${n} bedrooms`),
      privateOnly: 'Private units only',
      compoundsOnly: 'Units in compounds only',
      ready: 'Ready to move in',
      paymentPlan: 'With a payment plan',
      area: 'Inside the area you drew on the map',
      box: 'Inside the part of the map you were looking at',
      search: (text) => `Matching “${text}”`,
      project: (slug) => `In the compound ${slug}`,
    },
  },
  de: {
    subject: {
      search: 'Bitte bestätigen Sie Ihren Suchauftrag',
      shortlist: 'Bitte bestätigen: Benachrichtigung bei Änderungen',
    },
    preview: 'Ein Klick, und wir schicken Ihnen neue Treffer per E-Mail.',
    greeting: 'Guten Tag,',
    intro: {
      search:
        'Sie haben Red Sea Resale gebeten, Sie per E-Mail über neue Angebote, Preissenkungen und wieder verfügbare Objekte zu dieser Suche zu informieren:',
      shortlist: (units) =>
        units === 1
          ? 'Sie haben Red Sea Resale gebeten, Ihnen Bescheid zu geben, wenn sich diese Einheit Ihrer Merkliste ändert (Preissenkung oder Verkauf):'
          : `Sie haben Red Sea Resale gebeten, Ihnen Bescheid zu geben, wenn sich diese ${units} Einheiten Ihrer Merkliste ändern (Preissenkung oder Verkauf):`,
    },
    savedHeading: 'Ihre Auswahl',
    frequencyLabel: 'Wie oft',
    frequency: {
      instant: 'Sofort, sobald sich etwas tut',
      daily: 'Einmal täglich um 08:00 Uhr (ägyptische Zeit)',
      weekly: 'Einmal wöchentlich, montags um 08:00 Uhr (ägyptische Zeit)',
    },
    filtersLabel: 'Suche',
    allListings: 'Alle Angebote',
    unitsLabel: 'Einheiten',
    button: { search: 'Suchauftrag bestätigen', shortlist: 'Bei Änderungen benachrichtigen' },
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:',
    nothingUntilConfirmed: 'Bis zu Ihrer Bestätigung senden wir Ihnen nichts.',
    expires: `Der Link ist ${days} Tage gültig. Danach wird die Anfrage gelöscht.`,
    notYou:
      'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach: Wir senden Ihnen nichts, und Ihre Adresse wird mit der Anfrage gelöscht.',
    footer: `Red Sea Resale, El Kawther, Sheraton Road, Hurghada, Ägypten. Sie erhalten diese E-Mail, weil Ihre Adresse auf unserer Website für Immobilien-Benachrichtigungen eingetragen wurde (Einwilligungstext, Fassung ${ALERT_CONSENT_VERSION}).`,
    filters: {
      location: { hurghada: 'Hurghada', 'el-gouna': 'El Gouna', 'sahl-hasheesh': 'Sahl Hasheesh' },
      type: {
        studio: 'Studio',
        '1-bedroom': '1 Schlafzimmer',
        '2-bedroom': '2 Schlafzimmer',
        '3-bedroom': '3 Schlafzimmer',
      },
      kind: {
        studio: 'Studio',
        apartment: 'Wohnung',
        chalet: 'Chalet',
        villa: 'Villa',
        penthouse: 'Penthouse',
        duplex: 'Maisonette',
        townhouse: 'Reihenhaus',
      },
      priceBand: {
        'under-200k': 'Unter 200.000 $',
        '200k-400k': '200.000 bis 400.000 $',
        '400k-600k': '400.000 bis 600.000 $',
        'over-600k': 'Über 600.000 $',
      },
      bedrooms: (n) => `${n} Schlafzimmer`,
      privateOnly: 'Nur Privatobjekte',
      compoundsOnly: 'Nur Einheiten in Wohnanlagen',
      ready: 'Bezugsfertig',
      paymentPlan: 'Mit Ratenzahlung',
      area: 'In dem Gebiet, das Sie auf der Karte gezeichnet haben',
      box: 'In dem Kartenausschnitt, den Sie angesehen haben',
      search: (text) => `Passend zu „${text}“`,
      project: (slug) => `In der Wohnanlage ${slug}`,
    },
  },
  ar: {
    subject: {
      search: 'يرجى تأكيد تنبيه العقارات الخاص بك',
      shortlist: 'يرجى التأكيد: أخبرني إذا تغيرت هذه الوحدات',
    },
    preview: 'نقرة واحدة ونرسل إليك العروض الجديدة المطابقة بالبريد الإلكتروني.',
    greeting: 'مرحباً،',
    intro: {
      search:
        'طلبت من ريد سي ريسيل أن نرسل إليك بالبريد الإلكتروني العروض الجديدة وتخفيضات الأسعار والعقارات المعروضة مجدداً لهذا البحث:',
      shortlist: (units) =>
        units === 1
          ? 'طلبت من ريد سي ريسيل أن نخبرك إذا تغيرت هذه الوحدة في قائمتك المختصرة (تخفيض في السعر أو بيعها):'
          : units === 2
            ? 'طلبت من ريد سي ريسيل أن نخبرك إذا تغيرت هاتان الوحدتان في قائمتك المختصرة (تخفيض في السعر أو بيع إحداهما):'
            : `طلبت من ريد سي ريسيل أن نخبرك إذا تغيرت هذه الوحدات (${units}) في قائمتك المختصرة (تخفيض في السعر أو بيع إحداها):`,
    },
    savedHeading: 'ما حفظته',
    frequencyLabel: 'عدد المرات',
    frequency: {
      instant: 'فوراً عند حدوث أي تغيير',
      daily: 'مرة يومياً في الساعة 08:00 (بتوقيت مصر)',
      weekly: 'مرة أسبوعياً، كل يوم اثنين في الساعة 08:00 (بتوقيت مصر)',
    },
    filtersLabel: 'البحث',
    allListings: 'جميع العروض',
    unitsLabel: 'الوحدات',
    button: { search: 'تأكيد التنبيه', shortlist: 'أخبرني إذا تغيرت هذه الوحدات' },
    linkFallback: 'إذا لم يعمل الزر، افتح هذا الرابط:',
    nothingUntilConfirmed: 'لن نرسل إليك أي شيء قبل أن تؤكد.',
    expires: `يبقى الرابط صالحاً لمدة ${days} أيام، وبعدها يُحذف الطلب.`,
    notYou: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن نرسل إليك شيئاً، وسيُحذف عنوانك مع الطلب.',
    footer: `ريد سي ريسيل، الكوثر، طريق الشيراتون، الغردقة، مصر. تصلك هذه الرسالة لأن عنوان بريدك الإلكتروني أُدخل على موقعنا لتلقي تنبيهات العقارات (نص الموافقة، الإصدار ${ALERT_CONSENT_VERSION}).`,
    filters: {
      location: { hurghada: 'الغردقة', 'el-gouna': 'الجونة', 'sahl-hasheesh': 'سهل حشيش' },
      type: { studio: 'استوديو', '1-bedroom': 'غرفة نوم واحدة', '2-bedroom': 'غرفتا نوم', '3-bedroom': '3 غرف نوم' },
      kind: {
        studio: 'استوديو',
        apartment: 'شقة',
        chalet: 'شاليه',
        villa: 'فيلا',
        penthouse: 'بنتهاوس',
        duplex: 'دوبلكس',
        townhouse: 'تاون هاوس',
      },
      priceBand: {
        'under-200k': 'أقل من 200 ألف دولار',
        '200k-400k': 'من 200 ألف إلى 400 ألف دولار',
        '400k-600k': 'من 400 ألف إلى 600 ألف دولار',
        'over-600k': 'أكثر من 600 ألف دولار',
      },
      bedrooms: (n) => (n === 1 ? 'غرفة نوم واحدة' : n === 2 ? 'غرفتا نوم' : `${n} غرف نوم`),
      privateOnly: 'الوحدات الخاصة فقط',
      compoundsOnly: 'الوحدات داخل الكمبوندات فقط',
      ready: 'جاهزة للسكن',
      paymentPlan: 'بخطة تقسيط',
      area: 'داخل المنطقة التي رسمتها على الخريطة',
      box: 'داخل جزء الخريطة الذي كنت تشاهده',
      search: (text) => `مطابقة لـ «${text}»`,
      project: (slug) => `في كمبوند ${slug}`,
    },
  },
};

/**
 * A saved search's filters in words, one line each (canonicalSavedQuery's text): what the e-mail shows
 * under "What you saved". The order and any key not summed up (sort, status) are left out.
 */
export function describeSavedQuery(query: string, words: FilterWords): string[] {
  const params = new URLSearchParams(query);
  const lines: string[] = [];
  const pick = <K extends string>(key: string, table: Record<K, string>) => {
    const value = params.get(key);
    if (value !== null && value in table) lines.push(table[value as K]);
  };
  pick('location', words.location);
  pick('type', words.type);
  pick('kind', words.kind);
  pick('price_band', words.priceBand);
  const bedrooms = params.get('bedrooms');
  if (bedrooms !== null && /^\d+$/.test(bedrooms)) lines.push(words.bedrooms(Number(bedrooms)));
  const privateUnits = params.get('private');
  if (privateUnits === 'true') lines.push(words.privateOnly);
  if (privateUnits === 'false') lines.push(words.compoundsOnly);
  if (params.has('ready')) lines.push(words.ready);
  if (params.has('payment_plan')) lines.push(words.paymentPlan);
  const project = params.get('project');
  if (project) lines.push(words.project(project));
  const search = params.get('search');
  if (search) lines.push(words.search(search));
  if (params.has('area')) lines.push(words.area);
  else if (params.has('bbox')) lines.push(words.box);
  return lines;
}
