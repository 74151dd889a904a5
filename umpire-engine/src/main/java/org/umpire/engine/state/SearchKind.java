package org.umpire.engine.state;

/** Naval or air search: the only thing the located side learns of the searcher (SRCH-8, I-7). */
public enum SearchKind {
    NAVAL,
    AIR
}
