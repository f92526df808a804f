// Which provider made each part of a result ("Voice: espeak-ng (built-in)").
export function CreditsList({ credits }: { credits: { role: string; label: string }[] | undefined }) {
  if (!credits?.length) return null;
  return (
    <ul aria-label="Made with" className="flex flex-wrap gap-2 text-xs">
      {credits.map((credit) => (
        <li
          key={credit.label}
          className="rounded-full bg-slate-100 px-2.5 py-1 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
        >
          {credit.label}
        </li>
      ))}
    </ul>
  );
}
