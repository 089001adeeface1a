import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { UnitDetail } from '@app/shared';
import { PlanSchedule } from '@/components/currency/plan-schedule';
import { Price } from '@/components/currency/price';
import { FactList } from '@/components/ui/fact-list';

/**
 * What a buyer pays and when, beside the headline price: the plan's schedule in the visitor's currency
 * (PlanSchedule), what is still owed to the developer, the finishing, the handover and the maintenance
 * deposit. Only what the listing says is shown; nothing at all for a unit that says none of it.
 */
export async function PaymentPlan({ unit }: { unit: UnitDetail }) {
  const t = await getTranslations('planDetails');
  const format = await getFormatter();
  const hasPlan = unit.instalmentCount !== null && unit.instalmentFrequency !== null;
  const facts: [string, ReactNode][] = [];
  if (unit.amountLeft) facts.push([t('amountLeft'), <Price key="left" usd={unit.amountLeft} />]);
  if (unit.finishing) facts.push([t('finishingLabel'), t(`finishing.${unit.finishing}`)]);
  if (unit.deliveryDate) {
    const handover = new Date(`${unit.deliveryDate}T00:00:00Z`);
    facts.push([t('handover'), format.dateTime(handover, { year: 'numeric', month: 'long', timeZone: 'UTC' })]);
  }
  if (unit.maintenanceDeposit) {
    facts.push([t('maintenanceDeposit'), <Price key="deposit" usd={unit.maintenanceDeposit} />]);
  }
  if (!hasPlan && facts.length === 0) return null;
  return (
    <section aria-labelledby="payment-plan" className="border-t border-slate-100 pt-5">
      <h2 id="payment-plan" className="text-lg font-semibold text-sea-900">
        {hasPlan ? t('title') : t('titleWithoutPlan')}
      </h2>
      {hasPlan && (
        <PlanSchedule
          text={{
            down: t('down'),
            paid: t('paid'),
            instalments: t('instalments'),
            showSchedule: t('showSchedule'),
            scheduleCaption: t('scheduleCaption'),
            payment: t('payment'),
            when: t('when'),
            amount: t('amount'),
            alreadyPaid: t('alreadyPaid'),
            onSigning: t('onSigning'),
            total: t('total'),
          }}
          plan={{
            price: unit.price,
            downPayment: unit.downPayment,
            amountPaid: unit.amountPaid,
            instalmentCount: unit.instalmentCount,
            instalmentFrequency: unit.instalmentFrequency,
          }}
        />
      )}
      {facts.length > 0 && <FactList facts={facts} className="mt-2" />}
    </section>
  );
}
