package org.umpire.engine.legality;

/** How bad an order problem is: an error refuses the order, a warning only informs. */
public enum Severity {
    ERROR,
    WARNING
}
