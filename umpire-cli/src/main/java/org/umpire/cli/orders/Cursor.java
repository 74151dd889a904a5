package org.umpire.cli.orders;

import java.util.List;
import java.util.Set;

/**
 * A position in the tokens of one statement. Reading stops at the first problem: {@link #fail}
 * records it and unwinds to the statement's parser, which turns it into a {@link ParseProblem}
 * (the unwinding exception never leaves the parser).
 */
final class Cursor {

    /** Unwinds a statement's parse; carries the problem. Never escapes {@link StatementParser}. */
    static final class Stop extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final transient ParseProblem problem;

        Stop(ParseProblem problem) {
            super(problem.key(), null, false, false);
            this.problem = problem;
        }
    }

    final List<Token> tokens;
    int pos;

    Cursor(List<Token> tokens) {
        this.tokens = tokens;
    }

    boolean atEnd() {
        return pos >= tokens.size();
    }

    Token peek() {
        return atEnd() ? null : tokens.get(pos);
    }

    Token peek(int ahead) {
        int i = pos + ahead;
        return i < tokens.size() ? tokens.get(i) : null;
    }

    Token next() {
        return tokens.get(pos++);
    }

    /** Column to blame: the current token, or just past the last one. */
    int column() {
        if (!atEnd()) {
            return peek().column();
        }
        if (tokens.isEmpty()) {
            return 1;
        }
        Token last = tokens.get(tokens.size() - 1);
        return last.column() + last.text().length();
    }

    boolean isWord(Set<String> words) {
        Token t = peek();
        return t != null && t.is(Token.Kind.WORD) && words.contains(t.norm());
    }

    boolean isWordAt(int ahead, Set<String> words) {
        Token t = peek(ahead);
        return t != null && t.is(Token.Kind.WORD) && words.contains(t.norm());
    }

    boolean accept(Set<String> words) {
        if (isWord(words)) {
            pos++;
            return true;
        }
        return false;
    }

    boolean is(Token.Kind kind) {
        Token t = peek();
        return t != null && t.is(kind);
    }

    boolean accept(Token.Kind kind) {
        if (is(kind)) {
            pos++;
            return true;
        }
        return false;
    }

    /** An arrow, {@code >}, or a "to" word ({@code vers}, {@code en}, {@code to}...). */
    boolean acceptTo() {
        if (accept(Token.Kind.ARROW) || accept(Token.Kind.GT)) {
            accept(Words.TO);
            return true;
        }
        return accept(Words.TO);
    }

    void skipFillers() {
        while (isWord(Words.FILLER)) {
            pos++;
        }
    }

    Stop fail(String key, Object... kv) {
        return new Stop(ParseProblem.of(key, column(), kv));
    }

    Stop failAt(int column, String key, Object... kv) {
        return new Stop(ParseProblem.of(key, column, kv));
    }
}
