import {
  type ComponentProps,
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from "react";
import { EyeIcon, EyeOffIcon } from "./icons";

// The form fields of the web app (marketing and dashboard alike): a visible (or screen-reader
// only) label tied to the control, a hint, and an error that is both shown at the field and read
// out with it (aria-invalid + aria-describedby). Each forwards its ref, so react-hook-form's
// `register` works on it directly.

type Chrome = {
  label: string;
  /** The label is read by screen readers only (the placeholder says it on screen). */
  hideLabel?: boolean;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shown at the label's right, e.g. a character count. */
  aside?: ReactNode;
  /** `lg`: the roomier fields of the marketing pages. */
  size?: "md" | "lg";
  /** Classes of the wrapper (grid placement, margins). */
  className?: string;
};

const control =
  "block w-full rounded-xl border bg-white text-[15px] text-slate-900 shadow-sm transition placeholder:text-slate-400 focus:outline-none focus:ring-4 disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-slate-50 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:read-only:bg-slate-800/60";
const sizes = { md: "px-3.5 py-2.5", lg: "px-4 py-3" };
const okBorder =
  "border-slate-300 focus:border-brand-500 focus:ring-brand-500/15 dark:border-slate-700 dark:focus:border-brand-400";
const badBorder = "border-red-500 focus:border-red-500 focus:ring-red-500/15 dark:border-red-400";

/** The classes of a bare control, for the rare field that cannot use the components below. */
export function controlClasses({ error, size = "md" }: { error?: unknown; size?: "md" | "lg" } = {}) {
  return `${control} ${sizes[size]} ${error ? badBorder : okBorder}`;
}

function useField(id: string | undefined, error: string | undefined, hint: ReactNode) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return { controlId, errorId, hintId, describedBy };
}

function Frame({
  chrome,
  ids,
  children,
}: {
  chrome: Chrome;
  ids: ReturnType<typeof useField>;
  children: ReactNode;
}) {
  const { label, hideLabel, error, hint, aside, className = "" } = chrome;
  const labelEl = (
    <label
      htmlFor={ids.controlId}
      className={
        hideLabel ? "sr-only" : "mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-200"
      }
    >
      {label}
    </label>
  );
  return (
    <div className={className}>
      {aside && !hideLabel ? (
        <div className="flex items-end justify-between gap-3">
          {labelEl}
          <span className="mb-1.5 text-xs tabular-nums text-slate-600 dark:text-slate-400">{aside}</span>
        </div>
      ) : (
        labelEl
      )}
      {children}
      {hint && !error && (
        <p id={ids.hintId} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className="mt-1.5 text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

function split<T extends Chrome>(props: T) {
  const { label, hideLabel, error, hint, aside, size, className, ...rest } = props;
  return { chrome: { label, hideLabel, error, hint, aside, size, className }, rest };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "size"> & Chrome;

/** A labelled input; a password input gets a show/hide toggle. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(props, ref) {
  const { chrome, rest } = split(props);
  const { id, type = "text", ...input } = rest;
  const ids = useField(id, chrome.error, chrome.hint);
  const [visible, setVisible] = useState(false);
  const isPassword = type === "password";
  return (
    <Frame chrome={chrome} ids={ids}>
      <div className="relative">
        <input
          ref={ref}
          id={ids.controlId}
          type={isPassword && visible ? "text" : type}
          aria-invalid={chrome.error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={`${controlClasses({ error: chrome.error, size: chrome.size })} ${isPassword ? "pr-11" : ""}`}
          {...input}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Hide ${chrome.label.toLowerCase()}` : `Show ${chrome.label.toLowerCase()}`}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-xl text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
          >
            {visible ? <EyeOffIcon className="size-[18px]" /> : <EyeIcon className="size-[18px]" />}
          </button>
        )}
      </div>
    </Frame>
  );
});

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Chrome & { inputClassName?: string };

/** A labelled, vertically resizable text area. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(props, ref) {
  const { chrome, rest } = split(props);
  const { id, inputClassName = "resize-y", ...textarea } = rest;
  const ids = useField(id, chrome.error, chrome.hint);
  return (
    <Frame chrome={chrome} ids={ids}>
      <textarea
        ref={ref}
        id={ids.controlId}
        aria-invalid={chrome.error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${controlClasses({ error: chrome.error, size: chrome.size })} ${inputClassName}`}
        {...textarea}
      />
    </Frame>
  );
});

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "size"> & Chrome;

/** A labelled native select (the phone's own picker on touch screens). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const { chrome, rest } = split(props);
  const { id, children, ...select } = rest;
  const ids = useField(id, chrome.error, chrome.hint);
  return (
    <Frame chrome={chrome} ids={ids}>
      <select
        ref={ref}
        id={ids.controlId}
        aria-invalid={chrome.error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={controlClasses({ error: chrome.error, size: chrome.size })}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
});

/** `<option>`s of a list of values, each shown as `labelFor(value)`. */
export function Options<T extends string>({
  values,
  labelFor = (value) => value,
}: {
  values: readonly T[];
  labelFor?: (value: T) => string;
} & Omit<ComponentProps<"option">, "value">) {
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {labelFor(value)}
        </option>
      ))}
    </>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> & {
  /** The words beside the box; clicking them ticks it too. */
  label: ReactNode;
  /** A sentence under the label, read out with the box. */
  hint?: ReactNode;
  /** `strong`: a semibold label (an option of its own rather than one of a list). */
  weight?: "normal" | "strong";
  /** Classes of the label that wraps the box. */
  className?: string;
};

const box =
  "size-4 shrink-0 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 dark:accent-brand-400";

/** A labelled checkbox (the browser's own box, in the brand colour, with a visible focus ring). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(props, ref) {
  const { label, hint, weight = "normal", className = "", id, ...input } = props;
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const text = weight === "strong" ? "font-semibold" : "";
  const row = (
    <label
      htmlFor={controlId}
      className={`flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100 ${text} ${hint ? "" : className}`}
    >
      <input
        ref={ref}
        id={controlId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className={box}
        {...input}
      />
      {label}
    </label>
  );
  if (!hint) return row;
  return (
    <div className={className}>
      {row}
      <p id={hintId} className="mt-0.5 pl-6 text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>
    </div>
  );
});

type RadioProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size" | "children"> & {
  /** The words beside the dot; clicking them chooses it too. */
  label: ReactNode;
  /** Classes of the label that wraps the dot. */
  className?: string;
};

/** One labelled choice of a radio group (the browser's own dot, in the brand colour, with a visible focus ring). */
export const Radio = forwardRef<HTMLInputElement, RadioProps>(function Radio(props, ref) {
  const { label, className = "", id, ...input } = props;
  const autoId = useId();
  const controlId = id ?? autoId;
  return (
    <label
      htmlFor={controlId}
      className={`flex items-center gap-2 text-sm text-slate-800 dark:text-slate-100 ${className}`}
    >
      <input ref={ref} id={controlId} type="radio" className={box} {...input} />
      {label}
    </label>
  );
});

type RadioCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size" | "children"> & {
  /** What the card shows (a preview, a name, a sentence); all of it chooses the option. */
  children: ReactNode;
  /** Classes added to the card. */
  className?: string;
};

/**
 * One choice of a radio group drawn as a card: the dot is hidden but still focusable and read out; the card
 * takes the brand border when chosen and the focus ring when the keyboard is on it.
 */
export const RadioCard = forwardRef<HTMLInputElement, RadioCardProps>(function RadioCard(props, ref) {
  const { children, className = "", ...input } = props;
  return (
    <label
      className={`flex cursor-pointer gap-3 rounded-2xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 dark:border-slate-700 ${className}`}
    >
      <input ref={ref} type="radio" className="sr-only" {...input} />
      {children}
    </label>
  );
});

type RangeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "size"> &
  Omit<Chrome, "size" | "aside"> & {
    /** `on-dark`: a thin bar on the video player's dark control bar. */
    tone?: "field" | "on-dark";
  };

const track = {
  field: "mt-1 block h-6 w-full accent-brand-600 dark:accent-brand-400",
  "on-dark": "block h-1.5 w-full accent-brand-500",
};

/** A labelled slider (the browser's own, in the brand colour, with a visible focus ring). */
export const Range = forwardRef<HTMLInputElement, RangeProps>(function Range(props, ref) {
  const { label, hideLabel, error, hint, className, tone = "field", id, ...input } = props;
  const ids = useField(id, error, hint);
  return (
    <Frame chrome={{ label, hideLabel, error, hint, className }} ids={ids}>
      <input
        ref={ref}
        id={ids.controlId}
        type="range"
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`${track[tone]} cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60`}
        {...input}
      />
    </Frame>
  );
});
