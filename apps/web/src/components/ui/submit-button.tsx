import { Button, type ButtonProps } from "./button.tsx";
import { Spinner } from "./spinner.tsx";

interface SubmitButtonProps extends Omit<ButtonProps, "type"> {
  /** The request is under way: the spinner and `pendingLabel` show, and the button says it is busy. */
  pending: boolean;
  pendingLabel: string;
}

/** A form's submit button. While pending it stays focusable (aria-disabled) and the form ignores the submit. */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} {...props}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
