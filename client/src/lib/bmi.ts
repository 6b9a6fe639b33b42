/** Estimated body mass index (spec §3; /perfil and Mi progreso's BMI over time): kg / m², 2 decimals, or 'N/A' when data is missing. */
export function estimatedBmi(weightKg: number | null | undefined, heightCm: number | null | undefined): string {
  const w = Number(weightKg);
  const h = Number(heightCm) / 100;
  if (weightKg == null || heightCm == null || !Number.isFinite(w) || !Number.isFinite(h) || w <= 0 || h <= 0) return 'N/A';
  return (w / (h * h)).toFixed(2);
}
