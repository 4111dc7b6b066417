import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading, which also names the region. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
}

export function Card({ title, headingLevel = 2, className, children, ...rest }: CardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={title ? headingId : undefined}
      {...rest}
      className={['card', className].filter(Boolean).join(' ')}
    >
      {title && (
        <Heading id={headingId} className="card__title">
          {title}
        </Heading>
      )}
      {children}
    </section>
  );
}
