export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="auth-card__header">
      <h1 className="auth-card__title">{title}</h1>
      <p className="auth-card__subtitle">{subtitle}</p>
    </header>
  );
}
