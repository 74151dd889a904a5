package org.umpire.cli.orders;

/**
 * One token of an order.
 *
 * @param kind   what it is
 * @param text   as written
 * @param norm   folded (lower case, no accents) for words; the canonical symbol otherwise
 * @param column 1-based column of its first character in the line
 */
public record Token(Kind kind, String text, String norm, int column) {

    public enum Kind {
        WORD,
        NUMBER,
        ARROW,
        GT,
        PLUS,
        COMMA,
        COLON,
        EQUALS,
        TIMES,
        REDUCED,
        LPAREN,
        RPAREN,
        QUOTED,
        OTHER
    }

    public boolean is(Kind k) {
        return kind == k;
    }

    public boolean isWord(String folded) {
        return kind == Kind.WORD && norm.equals(folded);
    }

    @Override
    public String toString() {
        return kind + "(" + text + ")@" + column;
    }
}
