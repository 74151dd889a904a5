package org.umpire.engine.state;

import org.umpire.engine.map.Hex;

/**
 * A side was told that its ships in a hex were located (SRCH-8): hex and kind, never the searcher.
 */
public record LocatedNotice(int turn, Hex hex, SearchKind kind) {}
