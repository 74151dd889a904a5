package org.umpire.cli.mail.in;

import java.util.function.Consumer;

/** Where incoming mails come from ({@code --maildir}, {@code --imap}): each mail is handled, then filed by its outcome. */
public interface MailSource {

    /**
     * What a run over a source did.
     *
     * @param unsent mails handled whose reply is still in the queue (see docs/mail-in.md: it goes with a later round)
     */
    record Tally(int processed, int failed, int later, int unsent) {

        public Tally(int processed, int failed, int later) {
            this(processed, failed, later, 0);
        }

        public int total() {
            return processed + failed + later;
        }
    }

    /** Hands every waiting mail to {@code intake} in arrival order, files it, and logs one line per mail to {@code log}. */
    Tally receive(MailIntake intake, Consumer<String> log);

    /** For messages: {@code Maildir /home/umpire/Maildir}, {@code IMAP umpire@mail.club.example/INBOX}. */
    String describe();

    static Tally add(Tally t, MailIntake.Handled h) {
        int unsent = t.unsent() + (h.unsent() ? 1 : 0);
        return switch (h.outcome()) {
            case PROCESSED -> new Tally(t.processed() + 1, t.failed(), t.later(), unsent);
            case FAILED -> new Tally(t.processed(), t.failed() + 1, t.later(), unsent);
            case TRY_LATER -> new Tally(t.processed(), t.failed(), t.later() + 1, unsent);
        };
    }
}
