package org.umpire.cli.map;

import java.awt.BasicStroke;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import org.umpire.cli.templates.Messages;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;

/**
 * The map made for a phone (see docs/reports-and-mail.md): the picture a report's HTML shows, {@value #WIDTH} CSS pixels
 * wide (drawn at {@value #DENSITY}× for sharp screens), cropped around the reader's own forces and contacts,
 * every label at least {@value #MIN_LABEL} px high at that width, the legend below the map. The full map
 * stays attached to the mail. Drawn from the same {@link MapView} as the full map, so it shows nothing more.
 */
public final class PhoneMapPainter {

    /** The width the picture is made for, in CSS pixels. */
    public static final int WIDTH = 400;
    /** Device pixels per CSS pixel. */
    public static final int DENSITY = 2;
    /** The smallest text, in CSS pixels at {@link #WIDTH}. */
    public static final double MIN_LABEL = 11;
    /** The full map's smallest text is the hex names' 8.5 px: zoomed so that they read 11 px. */
    static final double ZOOM = MIN_LABEL / 8.5;
    /** The legend's smallest text is its 10 px badges. */
    static final double LEGEND_ZOOM = MIN_LABEL / 10;

    static final int MARGIN = 6;
    /** The window, in hexes: as many columns as fit 400 px at {@link #ZOOM}. */
    static final int COLUMNS = 6;

    static final int ROWS = 7;

    private PhoneMapPainter() {}

    /** The phone map as PNG bytes. */
    public static byte[] png(MapView view, Messages m) {
        return MapPainter.png(paint(view, m));
    }

    /**
     * The hexes the phone map shows.
     *
     * @param firstColumn the left column (0 = A)
     * @param firstRow    the top row (1)
     */
    public record Window(int firstColumn, int firstRow, int columns, int rows) {

        public boolean contains(Hex h) {
            return h.column() >= firstColumn
                    && h.column() < firstColumn + columns
                    && h.row() >= firstRow
                    && h.row() < firstRow + rows;
        }
    }

    /**
     * The window around what the reader should see first: its contacts (enemy located, raids and where they came
     * from, its own hexes the enemy located) and its own groups. Where all of them fit, they are in its middle;
     * else the window holds the most of them, ties going to the window nearest their middle (those left out are
     * named under the map). With nothing of either, the area of the first island (Midway).
     */
    public static Window window(MapView view) {
        Map<Hex, Integer> weight = new TreeMap<>();
        view.groups().forEach(g -> weight.merge(g.hex(), 1, Integer::sum));
        Consumer<Hex> contact = h -> weight.merge(h, 1, Integer::sum);
        view.located().keySet().forEach(contact);
        view.locatedByEnemy().forEach(contact);
        view.raidsFrom().forEach((to, from) -> {
            contact.accept(to);
            from.forEach(contact);
        });
        if (weight.isEmpty()) {
            view.islands().stream().findFirst().ifPresent(i -> weight.put(i.hex(), 1));
        }
        HexGrid grid = view.grid();
        int columns = Math.min(COLUMNS, grid.columns());
        int rows = Math.min(ROWS, grid.rows());
        double midC = weight.keySet().stream().mapToInt(Hex::column).average().orElse(grid.columns() / 2.0);
        double midR = weight.keySet().stream().mapToInt(Hex::row).average().orElse(grid.rows() / 2.0);
        Window best = null;
        int bestScore = -1;
        double bestDistance = Double.MAX_VALUE;
        for (int c0 = 0; c0 + columns <= grid.columns(); c0++) {
            for (int r0 = 1; r0 + rows - 1 <= grid.rows(); r0++) {
                Window w = new Window(c0, r0, columns, rows);
                int score = weight.entrySet().stream()
                        .filter(e -> w.contains(e.getKey()))
                        .mapToInt(e -> e.getValue())
                        .sum();
                double distance = Math.hypot(c0 + (columns - 1) / 2.0 - midC, r0 + (rows - 1) / 2.0 - midR);
                if (score > bestScore || score == bestScore && distance < bestDistance - 1e-9) {
                    best = w;
                    bestScore = score;
                    bestDistance = distance;
                }
            }
        }
        return best;
    }

    /** The phone map as an image {@value #WIDTH}×{@value #DENSITY} pixels wide. */
    public static BufferedImage paint(MapView view, Messages m) {
        MapPainter.ensureHeadless();
        Window w = window(view);
        // the window in the full map's geometry, from the grid's own origin
        HexLayout whole = new HexLayout(view.grid(), 0, 0);
        double left = whole.centre(new Hex(w.firstColumn(), 1)).x - HexLayout.RADIUS;
        double right = whole.centre(new Hex(w.firstColumn() + w.columns() - 1, 1)).x + HexLayout.RADIUS;
        double top = HexLayout.HEIGHT * (w.firstRow() - 1);
        double bottom = top + HexLayout.HEIGHT * w.rows() + HexLayout.HEIGHT / 2;
        double mapWidth = (right - left) * ZOOM;
        double mapHeight = (bottom - top) * ZOOM;
        double inner = WIDTH - 2 * MARGIN;

        BufferedImage scratch = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB);
        Graphics2D measure = scratch.createGraphics();
        List<String> title;
        List<String> outside;
        int legendHeight;
        try {
            MapPainter.hints(measure);
            measure.setFont(MapFonts.bold(15f));
            title = MapPainter.wrapPixels(MapLegend.title(view, m), measure.getFontMetrics(), (int) inner);
            measure.setFont(MapFonts.regular(12f));
            outside = outside(view, w, m, measure.getFontMetrics(), (int) inner);
            int[] needed = new int[1];
            MapFonts.zoomed(
                    LEGEND_ZOOM,
                    () -> needed[0] = MapPainter.drawLegend(
                            measure, view, m, new Rectangle2D.Double(0, 0, inner / LEGEND_ZOOM, 100_000)));
            legendHeight = (int) Math.ceil(LEGEND_ZOOM * (needed[0] + 8));
        } finally {
            measure.dispose();
        }
        int titleHeight = 12 + 19 * title.size();
        int mapTop = titleHeight + 4;
        int outsideTop = (int) Math.ceil(mapTop + mapHeight) + 6;
        int legendTop = outsideTop + 16 * outside.size() + (outside.isEmpty() ? 0 : 6);
        int height = legendTop + legendHeight + MARGIN;

        BufferedImage image = new BufferedImage(WIDTH * DENSITY, height * DENSITY, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            MapPainter.hints(g);
            g.scale(DENSITY, DENSITY);
            g.setColor(MapPainter.PAPER);
            g.fillRect(0, 0, WIDTH, height);
            g.setColor(MapPainter.INK);
            g.setFont(MapFonts.bold(15f));
            for (int i = 0; i < title.size(); i++) {
                g.drawString(title.get(i), MARGIN, 20 + 19 * i);
            }
            double x0 = MARGIN + (inner - mapWidth) / 2;
            MapView inWindow = new MapView(
                    view.audience(),
                    view.title(),
                    view.grid(),
                    view.islands(),
                    view.fog(),
                    view.groups().stream().filter(x -> w.contains(x.hex())).toList(),
                    view.located(),
                    view.searchedEmpty(),
                    view.locatedByEnemy(),
                    view.raidsFrom());
            drawMap(g, inWindow, m, new Rectangle2D.Double(x0, mapTop, mapWidth, mapHeight), left, top);
            g.setColor(MapPainter.INK);
            g.setFont(MapFonts.regular(12f));
            for (int i = 0; i < outside.size(); i++) {
                g.drawString(outside.get(i), MARGIN, outsideTop + 12 + 16 * i);
            }
            Graphics2D legend = (Graphics2D) g.create();
            try {
                legend.translate(MARGIN, legendTop);
                legend.scale(LEGEND_ZOOM, LEGEND_ZOOM);
                MapFonts.zoomed(
                        LEGEND_ZOOM,
                        () -> MapPainter.drawLegend(
                                legend,
                                view,
                                m,
                                new Rectangle2D.Double(0, 0, inner / LEGEND_ZOOM, legendHeight / LEGEND_ZOOM)));
            } finally {
                legend.dispose();
            }
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The window of the map, zoomed into {@code box}; {@code left}, {@code top}: the window's corner in the grid. */
    private static void drawMap(Graphics2D g0, MapView view, Messages m, Rectangle2D box, double left, double top) {
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.clip(box);
            g.translate(box.getX(), box.getY());
            g.scale(ZOOM, ZOOM);
            HexLayout layout = new HexLayout(view.grid(), -left, -top);
            g.setColor(MapPainter.PAPER);
            g.fill(new Rectangle2D.Double(0, 0, box.getWidth() / ZOOM, box.getHeight() / ZOOM));
            MapFonts.zoomed(ZOOM, () -> {
                MapPainter.drawSea(g, view, layout);
                MapPainter.drawFog(g, view, layout);
                MapPainter.drawGridLines(g, view, layout);
                MapPainter.drawIslands(g, view, layout, m);
                MapPainter.drawSearches(g, view, layout, m);
                List<Runnable> labels = MapPainter.drawGroups(g, view, layout, box.getWidth() / ZOOM);
                MapPainter.drawSightingBadges(g, view, layout, m);
                labels.forEach(Runnable::run);
                MapPainter.drawRaids(g, view, layout);
            });
        } finally {
            g.dispose();
        }
        g0.setColor(MapPainter.GRID);
        g0.setStroke(new BasicStroke(1f));
        g0.draw(box);
    }

    /** "Outside this view (full map attached): C6, D4": own groups and contacts the window leaves out. */
    private static List<String> outside(MapView view, Window w, Messages m, FontMetrics fm, int width) {
        SortedSet<Hex> out = new TreeSet<>();
        view.groups().forEach(g -> out.add(g.hex()));
        out.addAll(view.located().keySet());
        out.removeIf(w::contains);
        if (out.isEmpty()) {
            return List.of();
        }
        List<String> hexes = out.stream().map(Hex::toString).toList();
        return MapPainter.wrapPixels(m.format("map.phone.outside", "hexes", String.join(", ", hexes)), fm, width);
    }
}
