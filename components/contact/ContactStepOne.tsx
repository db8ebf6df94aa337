import type { ChangeEvent } from 'react';
import * as parts from '@/components/forms/FormParts.css';
import { Checkbox } from '@/components/ui/Checkbox';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { ContactValues } from './contactValues';
import { PREFERENCE_LEGEND } from './contactTexts';

export interface ContactStepOneProps {
  ids: { name: string; email: string; phone: string; question: string; preferences: string; callBox: string };
  values: ContactValues;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** The message to show for a field path (only after the visitor tried to go on). */
  errorFor: (path: string) => string | undefined;
}

/** Step 1 of 2 (all required): name, email, phone, question, and at least one way to reach the visitor. */
export function ContactStepOne({ ids, values, onChange, errorFor }: ContactStepOneProps) {
  const preferenceError = errorFor('preferredContact');
  const preferenceErrorId = `${ids.preferences}-error`;
  const field = (key: 'name' | 'email' | 'phone' | 'question') => ({ id: ids[key], name: key, value: values[key], onChange, error: errorFor(key) });
  return (
    <div className={parts.grid}>
      <Input label="Name" required autoComplete="name" {...field('name')} />
      <Input type="email" label="Email" required autoComplete="email" {...field('email')} />
      <Input type="tel" inputMode="numeric" label="Phone" required autoComplete="tel" {...field('phone')} />
      <fieldset
        id={ids.preferences}
        className={parts.fieldset}
        aria-describedby={preferenceError ? preferenceErrorId : undefined}
      >
        <legend className={parts.legend}>
          {PREFERENCE_LEGEND}
          <span className={parts.required} aria-hidden="true">
            *
          </span>
        </legend>
        <div className={parts.checkboxRow}>
          <Checkbox id={ids.callBox} name="phonePreferred" label="Call" checked={values.phonePreferred} onChange={onChange} />
          <Checkbox name="textPreferred" label="Text" checked={values.textPreferred} onChange={onChange} />
          <Checkbox name="emailPreferred" label="Email" checked={values.emailPreferred} onChange={onChange} />
        </div>
        {preferenceError ? (
          <p id={preferenceErrorId} className={parts.groupError}>
            <Icon name="alert" size="1.1em" />
            <span>{preferenceError}</span>
          </p>
        ) : null}
      </fieldset>
      <Textarea label="Question" required rows={4} fieldClassName={parts.full} {...field('question')} />
    </div>
  );
}
