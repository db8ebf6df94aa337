import type { SelectOption } from '@/components/ui/Select';

/** The choices of the contact form's step 2 (docs/product.md additionalInfo; the values are what the mail shows). */
export const BEDROOM_OPTIONS: readonly SelectOption[] = [
  { value: 'Studio', label: 'Studio' },
  { value: '1', label: '1 bedroom' },
  { value: '2', label: '2 bedrooms' },
  { value: '3', label: '3 bedrooms' },
  { value: '4+', label: '4 or more bedrooms' },
];

export const PET_OPTIONS: readonly SelectOption[] = [
  { value: 'No pets', label: 'No pets' },
  { value: 'Cat', label: 'Cat' },
  { value: 'Small dog', label: 'Small dog' },
  { value: 'Large dog', label: 'Large dog' },
  { value: 'Cat and dog', label: 'Cat and dog' },
  { value: 'Other pet', label: 'Other pet' },
];

export const HEAR_ABOUT_US_OPTIONS: readonly SelectOption[] = [
  { value: 'Search engine', label: 'Search engine' },
  { value: 'Social media', label: 'Social media' },
  { value: 'Apartment listing site', label: 'Apartment listing site' },
  { value: 'Friend or family', label: 'Friend or family' },
  { value: 'Current resident', label: 'Current resident' },
  { value: 'Drove or walked by', label: 'Drove or walked by' },
  { value: 'Other', label: 'Other' },
];

export const NO_PREFERENCE = 'No preference';
