package org.umpire.cli.orders;

/**
 * One line of an orders text, as the player wrote it, with comments removed.
 *
 * @param number 1-based line number in the text received
 * @param text   the line without its comment, as decoded (columns count characters of this text)
 */
public record SourceLine(int number, String text) {}
