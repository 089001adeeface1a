import { Card } from '@/components/ui/card';

export type Step = { title: string; text: string };

/** Numbered steps of a process; the list itself carries the order, the big digits are decoration. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <Card as="li" key={step.title} ring="warm">
          <span
            aria-hidden="true"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-sea-700 text-lg font-bold text-white"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold text-sea-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </Card>
      ))}
    </ol>
  );
}
