let counter = 0;

/**
 * The next number for a test row's unique name and slug. Each test file runs in
 * its own module scope and database, so a counter is enough and stays repeatable.
 */
export function nextNumber(): number {
  counter += 1;
  return counter;
}
