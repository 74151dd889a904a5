package org.umpire.cli.map;

import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import org.umpire.engine.map.Hex;
import org.umpire.engine.map.HexGrid;

/**
 * Pixel geometry of the map image, exactly HexGrid's: flat-topped hexes in vertical columns,
 * each column 1.5 radii right of the previous one, columns B, D, F... half a hex lower.
 */
final class HexLayout {

    static final double RADIUS = 30;
    static final double HEIGHT = Math.sqrt(3) * RADIUS;

    private final HexGrid grid;
    private final double originX;
    private final double originY;

    HexLayout(HexGrid grid, double originX, double originY) {
        this.grid = grid;
        this.originX = originX;
        this.originY = originY;
    }

    double width() {
        return 1.5 * RADIUS * (grid.columns() - 1) + 2 * RADIUS;
    }

    double height() {
        return HEIGHT * grid.rows() + (grid.columns() > 1 ? HEIGHT / 2 : 0);
    }

    double originX() {
        return originX;
    }

    double originY() {
        return originY;
    }

    Point2D.Double centre(Hex hex) {
        double x = originX + RADIUS + 1.5 * RADIUS * hex.column();
        double y = originY + HEIGHT / 2 + HEIGHT * (hex.row() - 1) + (hex.inLowColumn() ? HEIGHT / 2 : 0);
        return new Point2D.Double(x, y);
    }

    /** The hexagon of {@code hex}, scaled by {@code scale} around its centre (1 = touching its neighbours). */
    Path2D.Double outline(Hex hex, double scale) {
        Point2D.Double c = centre(hex);
        Path2D.Double p = new Path2D.Double();
        for (int i = 0; i < 6; i++) {
            double a = Math.toRadians(60 * i);
            double x = c.x + RADIUS * scale * Math.cos(a);
            double y = c.y + RADIUS * scale * Math.sin(a);
            if (i == 0) {
                p.moveTo(x, y);
            } else {
                p.lineTo(x, y);
            }
        }
        p.closePath();
        return p;
    }
}
