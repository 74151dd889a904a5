package org.umpire.cli.map;

import java.awt.AlphaComposite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Area;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import javax.imageio.ImageIO;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;
import org.umpire.engine.model.Audience;
import org.umpire.engine.model.Side;
import org.umpire.engine.scenario.NamedHex;
import org.umpire.engine.state.SightingLevel;

/**
 * Draws a {@link MapView} as a PNG (Java2D, headless): sea, hex grid with column letters and
 * row numbers, islands, the fog zone hatched while it lasts, own groups with their names, the
 * enemy located this turn with its search level, a legend, and the title with turn and time.
 * Only the view is read, so the image holds nothing the view does not.
 */
public final class MapPainter {

    static final Color PAPER = new Color(0xF5F2EA);
    static final Color SEA = new Color(0xCFE3F3);
    static final Color GRID = new Color(0x97BAD8);
    static final Color FOG = new Color(0xDADDE1);
    static final Color FOG_HATCH = new Color(0x8E969F);
    static final Color SAND = new Color(0xE9D9A6);
    static final Color SAND_EDGE = new Color(0x9C8650);
    static final Color INK = new Color(0x1E2A36);
    static final Color MUTED = new Color(0x5B6B7B);
    static final Color US = new Color(0x1F4E8C);
    static final Color JP = new Color(0xB3261E);
    static final Color WARNING = new Color(0xF08C00);

    private static final int TITLE_HEIGHT = 56;
    private static final int LABEL_BAND = 26;
    private static final int MARGIN = 34;
    private static final int LEGEND_WIDTH = 290;

    private MapPainter() {}

    /** Sets AWT headless unless the program was started otherwise: the map never opens a window. */
    static void ensureHeadless() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }

    /** The map as PNG bytes. */
    public static byte[] png(MapView view, Messages m) {
        return png(paint(view, m));
    }

    /** An image as PNG bytes. */
    public static byte[] png(BufferedImage image) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(image, "png", out)) {
                throw new IllegalStateException("no PNG writer in this JDK");
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The map as an image (for tests and callers that encode it themselves). */
    public static BufferedImage paint(MapView view, Messages m) {
        ensureHeadless();
        HexLayout layout = new HexLayout(view.grid(), MARGIN, TITLE_HEIGHT + LABEL_BAND);
        int width = (int) Math.ceil(MARGIN + layout.width() + MARGIN + LEGEND_WIDTH + 16);
        int height = (int) Math.ceil(TITLE_HEIGHT + LABEL_BAND + layout.height() + LABEL_BAND);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.drawImage(baseLayer(view, layout, width, height), 0, 0, null);
            hints(g);
            drawTitle(g, view, m, width);
            drawCoordinates(g, view, layout);
            drawIslands(g, view, layout, m);
            drawSearches(g, view, layout, m);
            List<Runnable> labels = drawGroups(g, view, layout, MARGIN + layout.width());
            drawSightingBadges(g, view, layout, m);
            labels.forEach(Runnable::run);
            drawRaids(g, view, layout); // on top: a raid coming from a hex of our own must show
            drawLegend(
                    g,
                    view,
                    m,
                    new Rectangle2D.Double(
                            MARGIN + layout.width() + MARGIN,
                            TITLE_HEIGHT + LABEL_BAND,
                            LEGEND_WIDTH,
                            layout.height()));
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The pixel centre of a hex in the image {@link #paint} draws (for tests). */
    public static Point2D.Double centreOf(MapView view, Hex hex) {
        return new HexLayout(view.grid(), MARGIN, TITLE_HEIGHT + LABEL_BAND).centre(hex);
    }

    private static void drawTitle(Graphics2D g, MapView view, Messages m, int width) {
        g.setColor(INK);
        g.setFont(MapFonts.bold(19f));
        g.drawString(MapLegend.title(view, m), MARGIN, 34);
        g.setColor(GRID);
        g.setStroke(new BasicStroke(1.5f));
        g.draw(new Line2D.Double(MARGIN, TITLE_HEIGHT - 10, width - MARGIN / 2.0, TITLE_HEIGHT - 10));
    }

    /**
     * The parts that depend only on the grid and the fog (sea, fog hatching, hex outlines and names),
     * drawn once per grid and fog zone and then copied: they are most of the drawing work. A pure cache
     * (NoStaticMutableStateTest).
     */
    private static final Map<List<Object>, BufferedImage> BASE_LAYERS = new ConcurrentHashMap<>();

    private static BufferedImage baseLayer(MapView view, HexLayout layout, int width, int height) {
        List<Object> key = List.of(view.grid(), List.copyOf(view.fog()), width, height);
        return BASE_LAYERS.computeIfAbsent(key, k -> {
            BufferedImage base = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            Graphics2D g = base.createGraphics();
            try {
                hints(g);
                g.setColor(PAPER);
                g.fillRect(0, 0, width, height);
                drawSea(g, view, layout);
                drawFog(g, view, layout);
                drawGridLines(g, view, layout);
            } finally {
                g.dispose();
            }
            return base;
        });
    }

    static void hints(Graphics2D g) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
    }

    private static Path2D.Double allHexes(Iterable<Hex> hexes, HexLayout layout) {
        Path2D.Double all = new Path2D.Double();
        for (Hex h : hexes) {
            all.append(layout.outline(h, 1.0), false);
        }
        return all;
    }

    static void drawSea(Graphics2D g, MapView view, HexLayout layout) {
        g.setColor(SEA);
        g.fill(allHexes(view.grid().allHexes(), layout));
    }

    static void drawFog(Graphics2D g, MapView view, HexLayout layout) {
        if (view.fog().isEmpty()) {
            return;
        }
        Area fog = new Area(allHexes(view.fog(), layout));
        g.setColor(FOG);
        g.fill(fog);
        Shape oldClip = g.getClip();
        g.clip(fog);
        g.setColor(FOG_HATCH);
        g.setStroke(new BasicStroke(1.1f));
        Rectangle2D b = fog.getBounds2D();
        Path2D.Double hatch = new Path2D.Double();
        for (double d = -b.getHeight(); d < b.getWidth(); d += 9) {
            hatch.moveTo(b.getX() + d, b.getMaxY());
            hatch.lineTo(b.getX() + d + b.getHeight(), b.getY());
        }
        g.draw(hatch);
        g.setClip(oldClip);
        g.setColor(FOG_HATCH.darker());
        g.setStroke(new BasicStroke(2f));
        g.draw(fog);
    }

    static void drawGridLines(Graphics2D g, MapView view, HexLayout layout) {
        g.setColor(GRID);
        g.setStroke(new BasicStroke(1f));
        g.draw(allHexes(view.grid().allHexes(), layout));
        g.setFont(MapFonts.regular(8.5f));
        g.setColor(new Color(0x7A9CBB));
        FontMetrics fm = g.getFontMetrics();
        for (Hex h : view.grid().allHexes()) {
            Point2D.Double c = layout.centre(h);
            String name = h.toString();
            g.drawString(name, (float) (c.x - fm.stringWidth(name) / 2.0), (float) (c.y - HexLayout.HEIGHT / 2 + 11));
        }
    }

    private static void drawCoordinates(Graphics2D g, MapView view, HexLayout layout) {
        g.setFont(MapFonts.bold(13f));
        g.setColor(INK);
        FontMetrics fm = g.getFontMetrics();
        for (int c = 0; c < view.grid().columns(); c++) {
            String letter = String.valueOf((char) ('A' + c));
            Point2D.Double top = layout.centre(new Hex(c, 1));
            float x = (float) (top.x - fm.stringWidth(letter) / 2.0);
            g.drawString(letter, x, (float) (layout.originY() - 8));
            g.drawString(letter, x, (float) (layout.originY() + layout.height() + 18));
        }
        int last = view.grid().columns() - 1;
        for (int r = 1; r <= view.grid().rows(); r++) {
            String n = Integer.toString(r);
            Point2D.Double left = layout.centre(new Hex(0, r));
            g.drawString(n, (float) (layout.originX() - 8 - fm.stringWidth(n)), (float) (left.y + 5));
            Point2D.Double right = layout.centre(new Hex(last, r));
            g.drawString(n, (float) (layout.originX() + layout.width() + 8), (float) (right.y + 5));
        }
    }

    static void drawIslands(Graphics2D g, MapView view, HexLayout layout, Messages m) {
        for (NamedHex island : view.islands()) {
            Point2D.Double c = layout.centre(island.hex());
            Shape blob = new Ellipse2D.Double(c.x - 9, c.y - 5, 18, 10);
            g.setColor(SAND);
            g.fill(blob);
            g.setColor(SAND_EDGE);
            g.setStroke(new BasicStroke(1.2f));
            g.draw(blob);
            g.setFont(MapFonts.italic(9.5f));
            g.setColor(new Color(0x5A4A1E));
            List<String> lines = wrap(MapLegend.islandName(island, m), 11);
            FontMetrics fm = g.getFontMetrics();
            float y = (float) (c.y + 16);
            for (String line : lines) {
                g.drawString(line, (float) (c.x - fm.stringWidth(line) / 2.0), y);
                y += fm.getHeight() - 2;
            }
        }
    }

    static void drawSearches(Graphics2D g, MapView view, HexLayout layout, Messages m) {
        Color enemy = enemyColour(view);
        for (Hex h : view.searchedEmpty()) {
            g.setColor(MUTED);
            g.setStroke(
                    new BasicStroke(1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {3f, 3f}, 0f));
            g.draw(layout.outline(h, 0.78));
        }
        for (Map.Entry<Hex, SightingLevel> e : view.located().entrySet()) {
            Shape hex = layout.outline(e.getKey(), 0.96);
            g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.22f));
            g.setColor(enemy);
            g.fill(hex);
            g.setComposite(AlphaComposite.SrcOver);
            g.setStroke(new BasicStroke(3f));
            g.draw(hex);
        }
    }

    /**
     * The badges of the enemy located this turn, drawn over own markers: where an own group shares
     * the hex the badge moves to the hex's lower left, clear of the dot and its label (see docs/orders.md).
     */
    static void drawSightingBadges(Graphics2D g, MapView view, HexLayout layout, Messages m) {
        Color enemy = enemyColour(view);
        for (Map.Entry<Hex, SightingLevel> e : view.located().entrySet()) {
            Point2D.Double b = badgeCentre(view, layout, e.getKey());
            badge(g, m.get("map.badge." + e.getValue().name()), b.x, b.y, enemy, Color.WHITE);
        }
    }

    private static Point2D.Double badgeCentre(MapView view, HexLayout layout, Hex hex) {
        Point2D.Double c = layout.centre(hex);
        boolean shared = view.groups().stream().anyMatch(x -> x.hex().equals(hex));
        return shared ? new Point2D.Double(c.x - 14, c.y + 17) : new Point2D.Double(c.x + 8, c.y + 6);
    }

    /** Where the badge of an enemy located in {@code hex} is drawn (for tests). */
    static Point2D.Double badgeCentreOf(MapView view, Hex hex) {
        return badgeCentre(view, new HexLayout(view.grid(), MARGIN, TITLE_HEIGHT + LABEL_BAND), hex);
    }

    /** RAID-7: an arrow from each hex an enemy raid came from into the hex it struck. */
    static void drawRaids(Graphics2D g, MapView view, HexLayout layout) {
        for (Map.Entry<Hex, List<Hex>> e : view.raidsFrom().entrySet()) {
            Point2D.Double to = layout.centre(e.getKey());
            if (e.getValue().isEmpty()) {
                g.setColor(WARNING);
                g.setStroke(new BasicStroke(2.6f));
                g.draw(new Ellipse2D.Double(to.x - 19, to.y - 19, 38, 38));
            }
            for (Hex fromHex : e.getValue()) {
                arrow(g, layout.centre(fromHex), to);
            }
        }
    }

    private static void arrow(Graphics2D g, Point2D.Double from, Point2D.Double to) {
        double dx = to.x - from.x;
        double dy = to.y - from.y;
        double len = Math.hypot(dx, dy);
        double ux = dx / len;
        double uy = dy / len;
        double sx = from.x + ux * len * 0.15;
        double sy = from.y + uy * len * 0.15;
        double ex = to.x - ux * 18;
        double ey = to.y - uy * 18;
        g.setColor(WARNING);
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(sx, sy, ex, ey));
        Path2D.Double head = new Path2D.Double();
        head.moveTo(ex + ux * 9, ey + uy * 9);
        head.lineTo(ex - uy * 6, ey + ux * 6);
        head.lineTo(ex + uy * 6, ey - ux * 6);
        head.closePath();
        g.fill(head);
    }

    static List<Runnable> drawGroups(Graphics2D g, MapView view, HexLayout layout, double right) {
        List<Runnable> labels = new ArrayList<>();
        for (GroupMarker marker : view.groups()) {
            Point2D.Double c = layout.centre(marker.hex());
            boolean twoSides = view.audience() == Audience.UMPIRE
                    && view.groups().stream()
                                    .filter(x -> x.hex().equals(marker.hex()))
                                    .count()
                            > 1;
            double dx = twoSides ? (marker.side() == Side.US ? -9 : 9) : 0;
            double x = c.x + dx - 8;
            double y = c.y - 8;
            if (view.locatedByEnemy().contains(marker.hex())) {
                g.setColor(WARNING);
                g.setStroke(new BasicStroke(
                        2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {5f, 3.5f}, 0f));
                g.draw(new Ellipse2D.Double(c.x + dx - 15, c.y - 15, 30, 30));
            }
            Shape dot = new Ellipse2D.Double(x, y, 16, 16);
            g.setColor(sideColour(marker.side()));
            g.fill(dot);
            g.setColor(Color.WHITE);
            g.setStroke(new BasicStroke(2f));
            g.draw(dot);
            String text = MapLegend.distinctLabel(marker, view.groups(), 2);
            // docs/orders.md: a label stays off the island's name (above the
            // dot in an island hex)
            // and inside the map (left of the dot when it would run under the legend)
            boolean island = view.islands().stream().anyMatch(i -> i.hex().equals(marker.hex()));
            g.setFont(MapFonts.bold(10.5f));
            double w = g.getFontMetrics().stringWidth(text) + 8;
            double lx = c.x + dx + 10 + w > right ? c.x + dx - 10 - w : c.x + dx + 10;
            double ly = c.y - (twoSides && marker.side() == Side.US || island ? 24 : -6);
            labels.add(() -> label(g, text, lx, ly, sideColour(marker.side())));
        }
        return labels;
    }

    private static void label(Graphics2D g, String text, double x, double y, Color edge) {
        g.setFont(MapFonts.bold(10.5f));
        FontMetrics fm = g.getFontMetrics();
        double w = fm.stringWidth(text) + 8;
        double h = fm.getAscent() + 4;
        Shape box = new RoundRectangle2D.Double(x, y, w, h, 6, 6);
        g.setComposite(AlphaComposite.getInstance(AlphaComposite.SRC_OVER, 0.9f));
        g.setColor(Color.WHITE);
        g.fill(box);
        g.setComposite(AlphaComposite.SrcOver);
        g.setColor(edge);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(box);
        g.setColor(INK);
        g.drawString(text, (float) (x + 4), (float) (y + fm.getAscent() + 1));
    }

    private static void badge(Graphics2D g, String text, double x, double y, Color fill, Color ink) {
        g.setFont(MapFonts.bold(10f));
        FontMetrics fm = g.getFontMetrics();
        double w = Math.max(16, fm.stringWidth(text) + 8);
        double h = 14;
        Shape box = new RoundRectangle2D.Double(x - w / 2, y - h / 2, w, h, 7, 7);
        g.setColor(fill);
        g.fill(box);
        g.setColor(Color.WHITE);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(box);
        g.setColor(ink);
        g.drawString(text, (float) (x - fm.stringWidth(text) / 2.0), (float) (y + fm.getAscent() / 2.0 - 1));
    }

    /**
     * The legend in the panel {@code box}: the group list stops at its bottom with "… and N more".
     *
     * @return the height the legend needs (the panel's own when the group list was cut)
     */
    static int drawLegend(Graphics2D g, MapView view, Messages m, Rectangle2D box) {
        int x = (int) box.getX();
        int y = (int) box.getY();
        int width = (int) box.getWidth();
        int height = (int) box.getHeight();
        Shape panel = new RoundRectangle2D.Double(x, y, width, height, 10, 10);
        g.setColor(Color.WHITE);
        g.fill(panel);
        g.setColor(GRID);
        g.setStroke(new BasicStroke(1.2f));
        g.draw(panel);
        int lx = x + 16;
        int ly = y + 28;
        g.setColor(INK);
        g.setFont(MapFonts.bold(14f));
        g.drawString(m.get("map.legend.title"), lx, ly);
        ly += 24;
        g.setFont(MapFonts.regular(12f));
        for (Side s : sides(view)) {
            ly = legendRow(
                    g,
                    lx,
                    ly,
                    view.audience() == Audience.UMPIRE
                            ? m.format("map.legend.groupsOf", "side", m.get("side." + s.name()))
                            : m.get("map.legend.own"),
                    (gg, cx, cy) -> {
                        Shape dot = new Ellipse2D.Double(cx - 8, cy - 8, 16, 16);
                        gg.setColor(sideColour(s));
                        gg.fill(dot);
                        gg.setColor(Color.WHITE);
                        gg.setStroke(new BasicStroke(2f));
                        gg.draw(dot);
                    });
        }
        if (view.audience() != Audience.UMPIRE) {
            Color enemy = enemyColour(view);
            for (SightingLevel level : new SightingLevel[] {SightingLevel.SHIPS, SightingLevel.CARRIERS}) {
                String text =
                        m.get(level == SightingLevel.SHIPS ? "map.legend.enemyShips" : "map.legend.enemyCarriers");
                ly = legendRow(
                        g,
                        lx,
                        ly,
                        text,
                        (gg, cx, cy) -> badge(gg, m.get("map.badge." + level.name()), cx, cy, enemy, Color.WHITE));
            }
            ly = legendRow(g, lx, ly, m.get("map.legend.searchedEmpty"), (gg, cx, cy) -> {
                gg.setColor(MUTED);
                gg.setStroke(new BasicStroke(
                        1.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {3f, 3f}, 0f));
                gg.draw(new Rectangle2D.Double(cx - 9, cy - 7, 18, 14));
            });
            if (!view.raidsFrom().isEmpty()) {
                ly = legendRow(
                        g,
                        lx,
                        ly,
                        m.get("map.legend.raid"),
                        (gg, cx, cy) -> arrow(gg, new Point2D.Double(cx - 14, cy), new Point2D.Double(cx + 26, cy)));
            }
            ly = legendRow(g, lx, ly, m.get("map.legend.locatedByEnemy"), (gg, cx, cy) -> {
                gg.setColor(WARNING);
                gg.setStroke(new BasicStroke(
                        2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {5f, 3.5f}, 0f));
                gg.draw(new Ellipse2D.Double(cx - 10, cy - 10, 20, 20));
            });
        }
        ly = legendRow(g, lx, ly, m.get("map.legend.sea"), (gg, cx, cy) -> swatch(gg, cx, cy, SEA, GRID, false));
        if (!view.fog().isEmpty()) {
            ly = legendRow(
                    g, lx, ly, m.get("map.legend.fog"), (gg, cx, cy) -> swatch(gg, cx, cy, FOG, FOG_HATCH, true));
        }
        ly = legendRow(g, lx, ly, m.get("map.legend.island"), (gg, cx, cy) -> {
            Shape blob = new Ellipse2D.Double(cx - 9, cy - 5, 18, 10);
            gg.setColor(SAND);
            gg.fill(blob);
            gg.setColor(SAND_EDGE);
            gg.setStroke(new BasicStroke(1.2f));
            gg.draw(blob);
        });
        ly += 8;
        g.setColor(GRID);
        g.draw(new Line2D.Double(lx, ly - 14, x + width - 16, ly - 14));
        g.setColor(INK);
        g.setFont(MapFonts.bold(12.5f));
        g.drawString(
                m.get(view.audience() == Audience.UMPIRE ? "map.legend.allGroups" : "map.legend.yourGroups"),
                lx,
                ly + 4);
        ly += 22;
        g.setFont(MapFonts.regular(11f));
        FontMetrics fm = g.getFontMetrics();
        int bottom = y + height - 12;
        if (view.groups().isEmpty()) {
            g.setColor(MUTED);
            g.drawString(m.get("map.legend.noGroups"), lx, ly);
            ly += fm.getHeight() + 1;
        }
        for (int i = 0; i < view.groups().size(); i++) {
            if (ly > bottom - fm.getHeight() && i < view.groups().size() - 1) {
                g.setColor(MUTED);
                g.drawString(
                        m.format(
                                "map.legend.more",
                                "count",
                                Integer.toString(view.groups().size() - i)),
                        lx,
                        ly);
                break;
            }
            GroupMarker gm = view.groups().get(i);
            g.setColor(sideColour(gm.side()));
            g.setFont(MapFonts.bold(11f));
            g.drawString(gm.hex().toString(), lx, ly);
            g.setColor(INK);
            g.setFont(MapFonts.regular(11f));
            String text = fit(String.join(", ", gm.labels()), fm, width - 70);
            g.drawString(text, lx + 34, ly);
            ly += fm.getHeight() + 1;
        }
        return ly - y;
    }

    private interface Symbol {
        void draw(Graphics2D g, double cx, double cy);
    }

    private static int legendRow(Graphics2D g, int x, int y, String text, Symbol symbol) {
        symbol.draw(g, x + 12, y - 4);
        g.setColor(INK);
        g.setFont(MapFonts.regular(12f));
        FontMetrics fm = g.getFontMetrics();
        List<String> lines = wrapPixels(text, fm, LEGEND_WIDTH - 60);
        int ly = y;
        for (String line : lines) {
            g.drawString(line, x + 34, ly);
            ly += fm.getHeight();
        }
        return ly + 8;
    }

    private static void swatch(Graphics2D g, double cx, double cy, Color fill, Color edge, boolean hatch) {
        Rectangle2D r = new Rectangle2D.Double(cx - 10, cy - 8, 20, 16);
        g.setColor(fill);
        g.fill(r);
        if (hatch) {
            Shape clip = g.getClip();
            g.clip(r);
            g.setColor(edge);
            g.setStroke(new BasicStroke(1.1f));
            for (double d = -16; d < 20; d += 6) {
                g.draw(new Line2D.Double(r.getX() + d, r.getMaxY(), r.getX() + d + 16, r.getY()));
            }
            g.setClip(clip);
        }
        g.setColor(edge);
        g.setStroke(new BasicStroke(1f));
        g.draw(r);
    }

    private static List<Side> sides(MapView view) {
        if (view.audience() == Audience.UMPIRE) {
            return List.of(Side.US, Side.JP);
        }
        return List.of(view.audience().side().orElseThrow());
    }

    static Color sideColour(Side side) {
        return side == Side.US ? US : JP;
    }

    private static Color enemyColour(MapView view) {
        return view.audience().side().map(s -> sideColour(s.enemy())).orElse(WARNING);
    }

    private static List<String> wrap(String text, int maxChars) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > maxChars) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    static List<String> wrapPixels(String text, FontMetrics fm, int maxWidth) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            String candidate = line.length() == 0 ? word : line + " " + word;
            if (line.length() > 0 && fm.stringWidth(candidate) > maxWidth) {
                lines.add(line.toString());
                line.setLength(0);
                line.append(word);
            } else {
                line.setLength(0);
                line.append(candidate);
            }
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static String fit(String text, FontMetrics fm, int maxWidth) {
        if (fm.stringWidth(text) <= maxWidth) {
            return text;
        }
        String t = text;
        while (t.length() > 1 && fm.stringWidth(t + "…") > maxWidth) {
            t = t.substring(0, t.length() - 1);
        }
        return t + "…";
    }
}
