import Negotiator from 'negotiator';
import { DEFAULT_LANG, LANGS, type Lang, isLang } from '@app/shared';

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** Minutes for a short wait (the per-minute window), hours for a long one (the daily window). */
const TOO_MANY: Record<Lang, { minutes: (n: string) => Plural; hours: (n: string) => Plural }> = {
  en: {
    minutes: (n) => ({
      one: 'You have sent several messages in a short time. Please try again in a minute.',
      other: `You have sent several messages in a short time. Please try again in ${n} minutes.`,
    }),
    hours: (n) => ({
      one: 'You have sent many messages today. Please try again in an hour.',
      other: `You have sent many messages today. Please try again in ${n} hours.`,
    }),
  },
  de: {
    minutes: (n) => ({
      one: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in einer Minute erneut.',
      other: `Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in ${n} Minuten erneut.`,
    }),
    hours: (n) => ({
      one: 'Sie haben heute viele Nachrichten gesendet. Bitte versuchen Sie es in einer Stunde erneut.',
      other: `Sie haben heute viele Nachrichten gesendet. Bitte versuchen Sie es in ${n} Stunden erneut.`,
    }),
  },
  ar: {
    minutes: (n) => ({
      one: 'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد دقيقة.',
      two: 'لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد دقيقتين.',
      few: `لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد ${n} دقائق.`,
      other: `لقد أرسلت عدة رسائل في وقت قصير. يرجى المحاولة مرة أخرى بعد ${n} دقيقة.`,
    }),
    hours: (n) => ({
      one: 'لقد أرسلت رسائل كثيرة اليوم. يرجى المحاولة مرة أخرى بعد ساعة.',
      two: 'لقد أرسلت رسائل كثيرة اليوم. يرجى المحاولة مرة أخرى بعد ساعتين.',
      few: `لقد أرسلت رسائل كثيرة اليوم. يرجى المحاولة مرة أخرى بعد ${n} ساعات.`,
      other: `لقد أرسلت رسائل كثيرة اليوم. يرجى المحاولة مرة أخرى بعد ${n} ساعة.`,
    }),
  },
};

/** The 429 message in the visitor's language for a wait of `seconds`. */
export function tooManyMessage(lang: Lang, seconds: number): string {
  const long = seconds > 3600;
  const count = long ? Math.ceil(seconds / 3600) : Math.max(1, Math.ceil(seconds / 60));
  const forms = long ? TOO_MANY[lang].hours(String(count)) : TOO_MANY[lang].minutes(String(count));
  const rule = new Intl.PluralRules(lang).select(count);
  return forms[rule] ?? forms.other;
}

/** The 429 message for a wait of `seconds` in the language of the request (its body, else its Accept-Language). */
export function requestTooManyMessage(
  request: { body: unknown; headers: { 'accept-language'?: string } },
  seconds: number,
): string {
  return tooManyMessage(requestLang(request.body, request.headers['accept-language']), seconds);
}

/**
 * The visitor's language: the form's `lang` when the body has one (before validation, so it may be
 * anything), else the best of Accept-Language (negotiated by `negotiator`, which also takes "de-AT" for
 * "de" and ignores what it cannot read), else English.
 */
export function requestLang(body: unknown, acceptLanguage: string | undefined): Lang {
  const fromBody = body && typeof body === 'object' && 'lang' in body ? body.lang : undefined;
  if (isLang(fromBody)) return fromBody;
  if (!acceptLanguage) return DEFAULT_LANG;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...LANGS]);
  return isLang(best) ? best : DEFAULT_LANG;
}
