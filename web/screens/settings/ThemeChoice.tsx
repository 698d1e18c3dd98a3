import { setTheme, useTheme, type Theme } from "../../components/theme.ts";

const themes: { value: Theme; label: string }[] = [
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** Light or dark: the same setting as the theme toggle in the navigation (localStorage `theme`). */
export function ThemeChoice() {
  const theme = useTheme();
  return (
    <fieldset className="theme-choice">
      <legend>Theme</legend>
      {themes.map(({ value, label }) => (
        <label key={value} className="theme-choice-option">
          <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => setTheme(value)} />
          <span className={`theme-choice-swatch theme-choice-${value}`} aria-hidden="true" />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
