export const PRODUCT_NAME = 'Recruiting Workspace';

/** The short product mark: a tile with the initials, optionally followed by a caption. */
export function ProductMark({ caption, subtitle }: { caption?: string; subtitle?: string }) {
  return (
    <div className="product-mark">
      <span className="product-mark__tile" aria-hidden="true">
        RW
      </span>
      {caption ? (
        <span className="product-mark__text">
          {subtitle ? <span className="product-mark__subtitle">{subtitle}</span> : null}
          <span className="product-mark__caption">{caption}</span>
        </span>
      ) : null}
    </div>
  );
}
