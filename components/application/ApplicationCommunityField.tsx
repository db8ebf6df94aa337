import type { ChangeEvent } from 'react';
import type { CommunitiesState } from '@/components/forms/useFormSettings';
import { Input } from '@/components/ui/Input';
import { Select, type SelectOption } from '@/components/ui/Select';

export interface ApplicationCommunityFieldProps {
  id: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => void;
  error?: string;
  communities: CommunitiesState;
  /** The page's community: then it is chosen already, and the field is not required. */
  preset: { id: string; name: string } | null;
}

export const COMMUNITY_LABEL = 'Community';
export const COMMUNITY_PLACEHOLDER = 'Select a community';
export const COMMUNITIES_LOADING_TEXT = 'Loading communities…';

/**
 * The application's community (`property`, sent as the community id): a select of the listed
 * communities; required unless pre-set. If the list cannot be loaded the visitor types the
 * name instead (the server matches names too, and mails the inquiries address otherwise).
 */
export function ApplicationCommunityField({ id, value, onChange, error, communities, preset }: ApplicationCommunityFieldProps) {
  if (communities.status === 'failed' && !preset) {
    return (
      <Input
        id={id}
        name="property"
        label={COMMUNITY_LABEL}
        required
        hint="Type the name of the community you would like to live in."
        value={value}
        onChange={onChange}
        error={error}
      />
    );
  }
  const options: SelectOption[] = (communities.communities ?? []).map((community) => ({ value: community.id, label: community.name }));
  if (preset && !options.some((option) => option.value === preset.id)) options.unshift({ value: preset.id, label: preset.name });
  const placeholder = preset ? undefined : communities.status === 'loading' ? COMMUNITIES_LOADING_TEXT : COMMUNITY_PLACEHOLDER;
  return (
    <Select
      id={id}
      name="property"
      label={COMMUNITY_LABEL}
      required={!preset}
      options={options}
      placeholder={placeholder}
      aria-busy={communities.status === 'loading' || undefined}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
