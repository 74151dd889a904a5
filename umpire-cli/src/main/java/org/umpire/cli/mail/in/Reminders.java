package org.umpire.cli.mail.in;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.mail.out.Mailer;
import org.umpire.cli.mail.out.OutgoingMail;
import org.umpire.cli.mail.out.SendReport;
import org.umpire.cli.store.GameStore;
import org.umpire.cli.store.Player;
import org.umpire.engine.model.Side;

/**
 * Reminders to the players of sides whose orders are still awaited as a deadline nears: one per
 * player, phase and deadline (a deadline moved later gets its own reminder), never twice (sent log).
 */
public final class Reminders {

    private Reminders() {
    }

    public static SendReport send(GameStore store, Collection<Side> late, Instant deadline, MailSettings settings,
                                  Path templatesDir, Map<String, String> env, Clock clock) {
        Replies replies = new Replies(settings, templatesDir);
        List<OutgoingMail> mails = new ArrayList<>();
        for (Side side : late) {
            for (Player p : store.config().playersOf(side)) {
                mails.add(replies.reminder(store.id().value(), side, p.email(), p.language(),
                        org.umpire.cli.mail.out.MessageIds.thread(store, side, p.email(), settings.messageIdDomain()),
                        store.state().turn(),
                        store.state().phase(), deadline, store.config().timeZone()));
            }
        }
        return Mailer.forGame(settings, store.dir(), env, clock).send(mails);
    }
}
