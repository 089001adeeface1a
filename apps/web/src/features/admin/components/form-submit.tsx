import { Button } from '@/components/ui/button';

/**
 * The foot of a back office form: what went wrong (announced as an alert) above the submit button,
 * which says it is working while the form is sent.
 */
export function FormSubmit({
  problem,
  submitting,
  label,
}: {
  problem?: string;
  submitting: boolean;
  label: { idle: string; busy: string };
}) {
  return (
    <div className="mt-2 flex flex-col">
      <div role="alert">
        {problem && (
          <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{problem}</p>
        )}
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? label.busy : label.idle}
      </Button>
    </div>
  );
}
