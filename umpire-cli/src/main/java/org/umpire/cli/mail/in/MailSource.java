package org.umpire.cli.mail.in;

import java.util.function.Consumer;

/** Where incoming mails come from ({@code --maildir}, {@code --imap}): each mail is handled, then filed by its outcome. */
public interface MailSource {

    /** What a run over a source did. */
    record Tally(int processed, int failed, int later) {
        public int total() {
            return processed + failed + later;
        }
    }

    /** Hands every waiting mail to {@code intake} in arrival order, files it, and logs one line per mail to {@code log}. */
    Tally receive(MailIntake intake, Consumer<String> log);

    /** For messages: {@code Maildir /home/umpire/Maildir}, {@code IMAP umpire@mail.club.example/INBOX}. */
    String describe();

    static Tally add(Tally t, MailIntake.Outcome o) {
        switch (o) {
            case PROCESSED: return new Tally(t.processed() + 1, t.failed(), t.later());
            case FAILED: return new Tally(t.processed(), t.failed() + 1, t.later());
            case TRY_LATER: return new Tally(t.processed(), t.failed(), t.later() + 1);
            default: throw new AssertionError(o);
        }
    }
}
