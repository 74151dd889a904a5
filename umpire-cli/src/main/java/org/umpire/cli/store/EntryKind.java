package org.umpire.cli.store;

/** What a journal entry records. */
public enum EntryKind {
    /** A phase resolved by the engine. */
    RESOLVE,
    /** A change the umpire made by hand (an override), outside the rules' resolution. */
    OVERRIDE,
    /** {@link GameStore#undoLast}: the state before an earlier entry put back. */
    UNDO
}
