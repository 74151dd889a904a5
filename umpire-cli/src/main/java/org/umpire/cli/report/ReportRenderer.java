package org.umpire.cli.report;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.MustacheException;
import com.samskivert.mustache.Template;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.umpire.cli.base.ExitCode;
import org.umpire.cli.base.UserException;
import org.umpire.cli.templates.Messages;
import org.umpire.cli.templates.TemplateSource;
import org.umpire.engine.model.Language;

/**
 * Renders reports through the JMustache templates of {@link TemplateSource}: {@code side.txt.mustache},
 * {@code side.html.mustache}, {@code umpire.txt.mustache}, {@code umpire.html.mustache}. Text
 * templates are not HTML-escaped; HTML templates are. A template naming a value that does not
 * exist fails (no silent blanks).
 */
public final class ReportRenderer {

    private final TemplateSource source;
    private final Map<Format, Mustache.Compiler> compilers = new EnumMap<>(Format.class);
    private final Map<String, Template> compiled = new HashMap<>();

    /** The two renderings of a report. */
    public enum Format {
        TEXT("txt", false),
        HTML("html", true);

        private final String extension;
        private final boolean escape;

        Format(String extension, boolean escape) {
            this.extension = extension;
            this.escape = escape;
        }

        public String extension() {
            return extension;
        }
    }

    public ReportRenderer(TemplateSource source) {
        this.source = source;
        for (Format f : Format.values()) {
            compilers.put(
                    f,
                    Mustache.compiler()
                            .escapeHTML(f.escape)
                            .emptyStringIsFalse(true)
                            .zeroIsFalse(true));
        }
    }

    public TemplateSource source() {
        return source;
    }

    public Messages messages(Language language) {
        return source.messages(language);
    }

    public String side(SideReport report, Language language, Format format) {
        return execute("side", language, format, ReportContexts.side(report, source.messages(language)));
    }

    public String umpire(UmpireReport report, Language language, Format format) {
        return execute("umpire", language, format, ReportContexts.umpire(report, source.messages(language)));
    }

    /**
     * Renders any template of the source ({@code NAME.html.mustache} or {@code NAME.txt.mustache}) with a
     * context already worded; a club's template that does not compile is reported with its file and line.
     */
    public String render(String name, Language language, Format format, Map<String, Object> context) {
        return execute(name, language, format, context);
    }

    private synchronized String execute(String name, Language language, Format format, Map<String, Object> context) {
        String file = name + "." + format.extension + ".mustache";
        try {
            Template t = compiled.computeIfAbsent(
                    language.code() + "/" + file, k -> compilers.get(format).compile(source.template(file, language)));
            return t.execute(context);
        } catch (MustacheException e) {
            // A club's template that does not compile or names an unknown value: the club's mistake.
            int line = 0;
            if (e instanceof MustacheException.Context context1) {
                line = context1.lineNo;
            } else {
                Matcher m = Pattern.compile("line (\\d+)").matcher(String.valueOf(e.getMessage()));
                line = m.find() ? Integer.parseInt(m.group(1)) : 0;
            }
            String where = source.origin(file, language);
            throw new UserException(
                    ExitCode.INVALID,
                    where + (line > 0 ? ":" + line : "")
                            + ": template error: " + e.getMessage()
                            + ". Fix the template (see docs/reports-and-mail.md,"
                            + " Templates and wording), or remove it to use the program's own. Nothing was changed.",
                    e);
        }
    }
}
