package org.umpire.cli.report;

import java.util.Base64;
import java.util.Objects;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Language;

/**
 * A report rendered for one audience in one language: what a mail carries and what
 * {@code umpire report} prints.
 *
 * @param moment      which report
 * @param audience    for whom
 * @param language    in which language
 * @param subject     the mail subject, {@code [GAME] T3 11h30 — recherches}
 * @param text        plain text (with the ASCII map)
 * @param html        HTML
 * @param mapFileName the map's file name, in the reader's language
 * @param mapPng      the map snapshot, attached
 * @param phoneMapPng the map made for a phone, shown in the HTML ({@link org.umpire.cli.map.PhoneMapPainter})
 * @param csvFileName the force table's file name
 * @param csv         the force table, UTF-8 CSV
 */
public record ReportBundle(
        ReportMoment moment,
        Audience audience,
        Language language,
        String subject,
        String text,
        String html,
        String mapFileName,
        byte[] mapPng,
        byte[] phoneMapPng,
        String csvFileName,
        byte[] csv) {

    /**
     * The Content-ID of the map in a mail: the HTML shows it inline as {@code <img src="cid:map@umpire">},
     * the mail carries it in a {@code multipart/related} part (see docs/orders.md).
     */
    public static final String MAP_CONTENT_ID = "map@umpire";

    public ReportBundle {
        Objects.requireNonNull(moment, "moment");
        Objects.requireNonNull(audience, "audience");
        Objects.requireNonNull(language, "language");
        mapPng = mapPng.clone();
        phoneMapPng = phoneMapPng.clone();
        csv = csv.clone();
    }

    /**
     * The HTML on its own, outside a mail (a file, a browser): the map is embedded as a {@code data:}
     * URI instead of the mail's {@code cid:} reference.
     */
    public String htmlStandalone() {
        return html.replace(
                "cid:" + MAP_CONTENT_ID,
                "data:image/png;base64," + Base64.getEncoder().encodeToString(phoneMapPng));
    }

    /** The phone map's name ({@code carte-g1-T03-JP-mobile.png}): the picture the HTML shows (see docs/reports-and-mail.md). */
    public String phoneMapFileName() {
        return mapFileName.endsWith(".png")
                ? mapFileName.substring(0, mapFileName.length() - 4) + "-mobile.png"
                : mapFileName + "-mobile";
    }

    @Override
    public byte[] phoneMapPng() {
        return phoneMapPng.clone();
    }

    @Override
    public byte[] mapPng() {
        return mapPng.clone();
    }

    @Override
    public byte[] csv() {
        return csv.clone();
    }
}
