import { Card } from "#web/components/ui/card";

/** Headline figures as a list of label and value (dashboard, analytics). */
export function FigureCards({ figures }: { figures: { key: string; label: string; value: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map(({ key, label, value }) => (
        <Card key={key} className="flex flex-col-reverse gap-1 p-5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold tabular-nums">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
