import type { ChangeEvent } from 'react';
import * as parts from '@/components/forms/FormParts.css';
import type { CommunitiesState } from '@/components/forms/useFormSettings';
import { Checkbox } from '@/components/ui/Checkbox';
import { Input } from '@/components/ui/Input';
import { RangeSlider } from '@/components/ui/RangeSlider';
import { Select } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { RENT_MAX, RENT_MIN } from '@/lib/domain/rent-range';
import * as styles from './ContactForm.css';
import { BEDROOM_OPTIONS, HEAR_ABOUT_US_OPTIONS, NO_PREFERENCE, PET_OPTIONS } from './contactOptions';
import { COMMUNITIES_LEGEND, RENT_LABEL, RENT_STEP } from './contactTexts';
import type { ContactValues } from './contactValues';

/** The step's text fields and selects (the rent is a range, the communities a list). */
type TextKey = 'bedrooms' | 'moveInDate' | 'amenities' | 'pets' | 'floorPlan' | 'hearAboutUs';

export interface ContactStepTwoProps {
  ids: { bedrooms: string; moveInDate: string; amenities: string; pets: string; floorPlan: string; hearAboutUs: string; rent: string; communities: string };
  values: ContactValues;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onRentChange: (range: [number, number]) => void;
  errorFor: (path: string) => string | undefined;
  communities: CommunitiesState;
  /** Earliest move-in date offered (today, YYYY-MM-DD). */
  today: string;
}

/** Step 2 of 2 (all optional): bedrooms, move-in date, amenities, pets, floor plan, how they heard of us, rent, communities. */
export function ContactStepTwo({ ids, values, onChange, onRentChange, errorFor, communities, today }: ContactStepTwoProps) {
  const info = values.additionalInfo;
  const rentError = errorFor('additionalInfo.lowerRent') ?? errorFor('additionalInfo.upperRent');
  /** A text field's or select's binding to its value under `additionalInfo` and its error. */
  const field = (key: TextKey) => ({ id: ids[key], name: `additionalInfo.${key}`, value: info[key], onChange, error: errorFor(`additionalInfo.${key}`) });
  return (
    <div className={parts.grid}>
      <Select label="Bedrooms" placeholder={NO_PREFERENCE} options={BEDROOM_OPTIONS} {...field('bedrooms')} />
      <Input type="date" label="Move-in date" min={today} {...field('moveInDate')} />
      <Select label="Pets" placeholder={NO_PREFERENCE} options={PET_OPTIONS} {...field('pets')} />
      <Input label="Floor plan" {...field('floorPlan')} />
      <Input
        label="Amenities you are looking for"
        hint="For example: washer and dryer, parking, a balcony"
        fieldClassName={parts.full}
        {...field('amenities')}
      />
      <Select label="How did you hear about us?" placeholder="Choose one" options={HEAR_ABOUT_US_OPTIONS} {...field('hearAboutUs')} />
      <div id={ids.rent} tabIndex={-1} className={parts.full}>
        <RangeSlider label={RENT_LABEL} min={RENT_MIN} max={RENT_MAX} step={RENT_STEP} value={[info.lowerRent, info.upperRent]} onChange={onRentChange} />
        {rentError ? <p className={parts.groupError}>{rentError}</p> : null}
      </div>
      <fieldset id={ids.communities} className={`${parts.fieldset} ${parts.full}`} aria-busy={communities.status === 'loading' || undefined}>
        <legend className={parts.legend}>{COMMUNITIES_LEGEND}</legend>
        {communities.status === 'ready' ? (
          <div className={parts.checkboxGrid}>
            {communities.communities.map((community) => (
              <Checkbox
                key={community.id}
                name="communities"
                value={community.id}
                label={community.name}
                checked={values.communities.includes(community.id)}
                onChange={onChange}
              />
            ))}
          </div>
        ) : communities.status === 'loading' ? (
          <div className={styles.communitiesSkeleton}>
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="text" width="50%" />
            <Skeleton shape="text" width="55%" />
          </div>
        ) : (
          <p className={parts.smallPrint}>The communities could not be loaded. Name the ones you like in your question instead.</p>
        )}
      </fieldset>
    </div>
  );
}
