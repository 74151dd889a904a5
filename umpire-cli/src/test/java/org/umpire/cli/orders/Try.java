package org.umpire.cli.orders;

import org.umpire.engine.model.Language;
import org.umpire.engine.model.Phase;
import org.umpire.engine.model.Side;

class Try {
    public static void main(String[] a) {
        Side side = Side.valueOf(a[0]);
        Phase phase = Phase.valueOf(a[1]);
        Situation s = Situation.midway().at(phase == Phase.SETUP ? 0 : 9, phase)
                .put("A1", "Kaga", "Akagi", "Nagara").put("B4", "Haruna-Kirishima").put("E6", "Soryu", "Hiryu")
                .put("J5", "Yorktown", "Atlanta", "DesRon1").put("I5", "SS1").put("H6", "TT1").fogLifted()
                .located(Side.US, "H4").shown(Side.US, "H4", "Kaga", "Nagara", "KD1", "KF1")
                .flew(9, "YD1", "MD1").group("TF17", "Yorktown", "Atlanta");
        String text = String.join("\n", java.util.Arrays.copyOfRange(a, 2, a.length));
        OrdersReceipt r = OrdersReader.read(s.scenario, s.state(), side, text);
        System.out.print(ReceiptWriter.load(Language.EN, null).render(r));
        if (System.getProperty("fr") != null) {
            System.out.print(ReceiptWriter.load(Language.FR, null).render(r));
        }
    }
}
