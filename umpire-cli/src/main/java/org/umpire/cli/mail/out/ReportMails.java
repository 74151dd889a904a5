package org.umpire.cli.mail.out;

import java.util.List;
import org.umpire.cli.mail.MailSettings;
import org.umpire.cli.report.ReportBundle;
import org.umpire.engine.model.Audience;

/** Turns a rendered report into the mail for one recipient: ids, threading, attachments. */
public final class ReportMails {

    private ReportMails() {}

    public static OutgoingMail of(ReportBundle report, Recipient to, MailSettings settings) {
        return of(report, to, settings, new byte[0]);
    }

    public static OutgoingMail of(ReportBundle report, Recipient to, MailSettings settings, byte[] salt) {
        if (report.audience() != to.audience() || report.language() != to.language()) {
            throw new IllegalArgumentException("the " + report.audience() + " report in " + report.language()
                    + " cannot go to " + to.address() + " (" + to.audience() + ", " + to.language() + ")");
        }
        String domain = settings.messageIdDomain();
        List<Attachment> files = List.of(
                Attachment.inline(report.phoneMapFileName(), "image/png", report.phoneMapPng()),
                new Attachment(report.mapFileName(), "image/png", report.mapPng()),
                new Attachment(report.csvFileName(), "text/csv; charset=UTF-8", report.csv()));
        List<OutgoingMail.Header> headers = List.of(
                new OutgoingMail.Header("X-Umpire-Game", report.moment().gameId()),
                new OutgoingMail.Header("X-Umpire-Report", report.moment().key() + " " + audience(report.audience())));
        return new OutgoingMail(
                MessageIds.forReport(report.moment(), to, domain, salt),
                MessageIds.thread(report.moment().gameId(), to.audience(), to.address(), domain, salt),
                to,
                report.subject(),
                report.text(),
                report.html(),
                files,
                headers);
    }

    private static String audience(Audience a) {
        return a.name();
    }
}
