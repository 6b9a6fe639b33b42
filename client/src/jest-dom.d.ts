// Type the jest-dom matchers that test/setup.ts registers (that file is outside the tsconfig include).
/// <reference types="@testing-library/jest-dom/vitest" />
