// Server tests run with the machine's time zone deliberately far from Colombia in CI
// (TZ=Pacific/Auckland); nothing here may depend on it.
process.env.LOG_LEVEL ??= 'silent';
