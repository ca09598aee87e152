import { useId, type FormEventHandler, type ReactNode } from 'react';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { FormAlert } from '../../ui/form-alert';
import { Notice } from './notice';

const Form = styled('form')`
  display: grid;
  gap: 18px;
  & h1 { font-size: 1.5em; }
  & .pc-intro { color: ${theme.muted}; }
  & .pc-links { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px 16px; }
  & .pc-links a { display: inline-block; padding: 4px 0; font-weight: 600; }
`;

export interface AccountFormProps {
  title: string;
  /** The screen's explanation under the title. */
  intro?: string;
  /** A green notice received through navigation state. */
  notice?: string;
  /** The failed call's message, shown above the fields. */
  error?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The frame of every account form: title (focused on arrival), notices, the error above the fields (focused when it appears). */
export function AccountForm({ title, intro, notice, error, onSubmit, children }: AccountFormProps) {
  const titleId = useId();
  const heading = useFocusHeading();
  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      {notice && <Notice>{notice}</Notice>}
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="pc-intro">{intro}</p>}
      {error && <FormAlert message={error} />}
      {children}
    </Form>
  );
}
