import { Fragment } from 'react';
import './identifier.css';

/** A group of an identifier and what stands before it: a space, or nothing (a break after a slash). */
export interface IdentifierGroup {
  text: string;
  spaced: boolean;
}

/**
 * The groups of a formatted identifier: split at its spaces ("10000.01106 06990...") and after a
 * slash, where a CNPJ may break ("31.245.678/" "0001-68"); never at a dot or a hyphen.
 */
export function identifierGroups(text: string): IdentifierGroup[] {
  return text
    .trim()
    .split(/\s+/)
    .flatMap((word) => word.split(/(?<=\/)(?=.)/).map((part, i) => ({ text: part, spaced: i === 0 })))
    .map((group, i) => (i === 0 ? { ...group, spaced: false } : group));
}

/**
 * A formatted identifier that wraps only between groups: each group is one unbreakable span, with
 * the spaces kept (so the text reads and copies as it is) and a break opportunity after a slash.
 */
export function Identifier({
  text,
  className,
  testId,
}: {
  text: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={['identifier', className].filter(Boolean).join(' ')} data-testid={testId}>
      {identifierGroups(text).map((group, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the groups of one text, in order, never reordered
        <Fragment key={i}>
          {group.spaced ? ' ' : i > 0 ? <wbr /> : null}
          <span className="identifier__group">{group.text}</span>
        </Fragment>
      ))}
    </span>
  );
}
