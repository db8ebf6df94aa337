import { DetailSection } from '@/components/detail/DetailSection';
import { Slider } from '@/components/ui/Slider';
import type { Testimonial } from '@/lib/domain/listing-types';
import { testimonialSlides } from '@/lib/domain/paging';
import * as styles from './TestimonialsSection.css';

/** Resident testimonials, two per slide; an odd last one gets a slide of its own (docs/product.md#pages). */
export function TestimonialsSection({ testimonials, name }: { testimonials: readonly Testimonial[]; name: string }) {
  if (testimonials.length === 0) return null;
  const slides = testimonialSlides(testimonials);
  return (
    <DetailSection id="testimonials" title="What residents say">
      <Slider
        label={`Testimonials of ${name} residents`}
        previousLabel="Previous testimonials"
        nextLabel="Next testimonials"
      >
        {slides.map((slide, index) => (
          <ul key={index} className={slides.length > 1 ? `${styles.slide} ${styles.withArrows}` : styles.slide}>
            {slide.map((item) => (
              <li key={`${item.tenant}-${item.testimonial.slice(0, 24)}`} className={styles.card}>
                <figure className={styles.figure}>
                  <blockquote className={styles.quote}>
                    <p>{item.testimonial}</p>
                  </blockquote>
                  {item.tenant ? <figcaption className={styles.tenant}>— {item.tenant}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        ))}
      </Slider>
    </DetailSection>
  );
}
