package org.umpire.cli.scenario;

/** A value read from a data file with the line it came from, for cross-checks that report later. */
record Located<T>(T value, int line) {}
