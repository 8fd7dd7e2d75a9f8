import type { ReactNode } from "react";
import { detailPage, panel } from "#styled-system/recipes/index.js";
import { PageHeader } from "./page-header.tsx";

const styles = detailPage();

/**
 * The page of one record: its title with badges under it, an optional navigation row, a main
 * column of cards and a side column (its facts), which stacks under the main one on small
 * screens.
 */
export function DetailPage({
  title,
  badges,
  navigation,
  main,
  side,
}: {
  readonly title: string;
  readonly badges: ReactNode;
  readonly navigation?: ReactNode;
  readonly main: ReactNode;
  readonly side: ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} subtitle={<span className={styles.badges}>{badges}</span>} />
      {navigation}
      <div className={styles.columns}>
        <div className={styles.column}>{main}</div>
        <div className={styles.column}>{side}</div>
      </div>
    </>
  );
}

/** A titled card of a detail page, named by its heading for assistive technology. */
export function DetailCard({
  id,
  title,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={panel()}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Text someone wrote (a description, a root cause), with its line breaks kept. */
export function DetailText({ children }: { readonly children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** One fact of a record: a term and its value. */
export type DetailFact = readonly [term: string, value: ReactNode];

/** The facts of a record, as a description list. */
export function DetailFacts({ facts }: { readonly facts: ReadonlyArray<DetailFact> }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
