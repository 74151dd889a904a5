package org.umpire.cli.orders;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.umpire.cli.orders.Token.Kind;
import org.umpire.engine.model.UnitType;
import org.umpire.engine.order.StandingOrder;

/** Whole-statement forms: standing priorities, concession (GAME-3), the Kure base (KURE-1). */
final class StandingReader extends ReaderBase {

    StandingReader(StatementParser p) {
        super(p);
    }

    private static final Set<String> CONCEDE_EXTRA = Set.of(
            "reconnais",
            "reconnaissons",
            "victoire",
            "adversaire",
            "opponent",
            "victory",
            "recognise",
            "recognize",
            "de",
            "mon",
            "notre",
            "my",
            "our",
            "ennemi",
            "enemy",
            "la",
            "le",
            "the",
            "partie",
            "game",
            "je",
            "nous",
            "i",
            "we");

    boolean isStepWord(Cursor c, int ahead) {
        return c.isWordAt(ahead, Words.BOMBING)
                || c.isWordAt(ahead, Words.NAVAL)
                || c.isWordAt(ahead, Words.SUBMARINE)
                || c.isWordAt(ahead, Words.BOMBARDMENT)
                || c.isWordAt(ahead, Words.COMBAT);
    }

    Intent priority(Cursor c) {
        StandingOrder.Step step = null;
        for (int guard = 0; guard < 6 && !c.atEnd() && !c.is(Kind.COLON); guard++) {
            Token t = c.next();
            if (Words.BOMBING.contains(t.norm())) {
                step = StandingOrder.Step.BOMBING;
            } else if (Words.NAVAL.contains(t.norm())) {
                step = StandingOrder.Step.SURFACE;
            } else if (Words.SUBMARINE.contains(t.norm())) {
                step = StandingOrder.Step.SUBMARINE;
            } else if (Words.BOMBARDMENT.contains(t.norm())) {
                step = StandingOrder.Step.BOMBARDMENT; // BBD-1: without it, ships left without orders hold their fire
            } else if (!Words.PRIORITY.contains(t.norm())
                    && !Words.FILLER.contains(t.norm())
                    && !Words.COMBAT.contains(t.norm())
                    && !Words.FROM.contains(t.norm())
                    && !t.norm().equals("tir")
                    && !t.norm().equals("fire")) {
                c.pos--;
                break;
            }
        }
        if (step == null) {
            throw c.fail("priority-which-step");
        }
        c.accept(Kind.COLON);
        List<UnitType> types = new ArrayList<>();
        while (!c.atEnd()) {
            Token t = c.next();
            if (t.is(Kind.GT)
                    || t.is(Kind.ARROW)
                    || t.is(Kind.COMMA)
                    || t.is(Kind.PLUS)
                    || t.is(Kind.WORD)
                            && (Words.AND.contains(t.norm())
                                    || t.norm().equals("puis")
                                    || t.norm().equals("then"))) {
                continue;
            }
            Optional<TypeWords.Match> type = TypeWords.at(c.tokens, c.pos - 1);
            if (type.isEmpty()) {
                throw c.failAt(t.column(), "unknown-type", "word", t.text());
            }
            c.pos += type.get().length() - 1;
            types.add(type.get().type());
        }
        if (types.isEmpty()) {
            throw c.fail("priority-empty");
        }
        return direct(new StandingOrder.TargetPriority(step, types));
    }

    private static final Set<String> ASK_ME = Set.of(
            "ask me in combats",
            "ask me in combat",
            "ask me in every combat",
            "always ask me",
            "ask me",
            "demande moi en combat",
            "demandez moi en combat",
            "demande moi en combats",
            "demandez moi en combats",
            "demande moi",
            "demandez moi",
            "demande moi a chaque combat",
            "demandez moi a chaque combat");
    private static final Set<String> DONT_ASK_ME = Set.of(
            "don t ask me",
            "dont ask me",
            "do not ask me",
            "don t ask me in combats",
            "do not ask me in combats",
            "dont ask me in combats",
            "ne me demande pas",
            "ne me demandez pas",
            "ne me demande plus",
            "ne me demandez plus");

    /**
     * {@code ask me in combats} / {@code demande-moi en combat}: wait for this side's orders in every
     * combat step where it decides; {@code don't ask me} / {@code ne me demande pas} undoes it.
     */
    static Optional<Boolean> askMe(Cursor c) {
        StringBuilder b = new StringBuilder();
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD)) {
                b.append(' ').append(t.norm());
            } else if (!t.is(Kind.COLON) && !t.is(Kind.OTHER)) {
                return Optional.empty();
            }
        }
        String phrase = phrase(b);
        if (ASK_ME.contains(phrase)) {
            return Optional.of(true);
        }
        return DONT_ASK_ME.contains(phrase) ? Optional.of(false) : Optional.empty();
    }

    /**
     * The words as one phrase: {@code -}, {@code '} and {@code ’} read as spaces, runs of white space
     * as one space, trimmed (the same as {@code replaceAll("[-'’]", " ").replaceAll("\\s+", " ").trim()},
     * without the regular expressions: every statement is asked).
     */
    private static String phrase(CharSequence words) {
        StringBuilder out = new StringBuilder(words.length());
        boolean inSpace = false;
        for (int i = 0; i < words.length(); i++) {
            char ch = words.charAt(i);
            boolean space = ch == '-'
                    || ch == '\''
                    || ch == '’'
                    || ch == ' '
                    || ch == '\t'
                    || ch == '\n'
                    || ch == '\u000B'
                    || ch == '\f'
                    || ch == '\r';
            if (space) {
                if (!inSpace) {
                    out.append(' ');
                }
            } else {
                out.append(ch);
            }
            inSpace = space;
        }
        return out.toString().trim();
    }

    static boolean isConcession(Cursor c) {
        boolean keyword = false;
        boolean recognise = false;
        boolean victory = false;
        for (Token t : c.tokens) {
            if (!t.is(Kind.WORD)) {
                return false;
            }
            if (Words.CONCEDE.contains(t.norm())) {
                keyword = true;
            } else if (CONCEDE_EXTRA.contains(t.norm()) || Words.FILLER.contains(t.norm())) {
                recognise |= t.norm().startsWith("reconn") || t.norm().startsWith("recogn");
                victory |= t.norm().startsWith("victo");
            } else {
                return false;
            }
        }
        return keyword || recognise && victory;
    }

    static boolean isKure(Cursor c) {
        boolean kure = false;
        boolean base = false;
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD)) {
                kure |= Words.KURE.contains(t.norm());
                base |= Words.BASE.contains(t.norm());
            }
        }
        if (!kure || !base) {
            return false;
        }
        for (Token t : c.tokens) {
            if (t.is(Kind.WORD)
                    && !Words.KURE.contains(t.norm())
                    && !Words.BASE.contains(t.norm())
                    && !Words.START.contains(t.norm())
                    && !Words.FILLER.contains(t.norm())
                    && !Words.FROM.contains(t.norm())
                    && !Words.TO.contains(t.norm())
                    && !t.norm().equals("st11")
                    && !t.norm().equals("st")
                    && !t.norm().equals("d")) {
                return false;
            }
        }
        return true;
    }
}
